/** The in-app path to return to after sign-in; anything that is not a local path becomes "/". */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.startsWith('/login')) {
    return '/';
  }
  return value;
}

/**
 * Every localStorage key the web app uses. No token is ever stored: the access token lives in
 * memory and the refresh token in an httpOnly cookie.
 */
export const STORAGE = {
  /** Optional API server address, e.g. https://portal.example.com */
  server: 'portal.server',
  /** Interface language chosen by the user. */
  lang: 'portal.lang',
  /** Cached localisation resources per language: `portal.i18n.<lang>` = {version, resources}. */
  i18nPrefix: 'portal.i18n.',
  /** Account name remembered by "Remember me" (never the password). */
  rememberedAccount: 'portal.account',
  /** A hint (no secret) that a refresh cookie probably exists, so start-up tries a silent restore. */
  sessionHint: 'portal.session',
  /** Sider collapsed or not. */
  siderCollapsed: 'portal.sider.collapsed',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app works without persistence.
  }
}

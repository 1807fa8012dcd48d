/**
 * The access token, kept in memory only (never in localStorage or sessionStorage). The refresh
 * token travels only in the server's httpOnly cookie.
 */
let accessToken: string | null = null;
const expiredListeners = new Set<() => void>();

export const getAccessToken = () => accessToken;

export function setAccessToken(token: string | null) {
  accessToken = token;
}

/** Called when the session could not be renewed: the app clears its user and shows the login page. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function expireSession() {
  accessToken = null;
  for (const listener of expiredListeners) listener();
}

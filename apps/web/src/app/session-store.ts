import { getMe, getMyFeatures, logout, type CurrentUser, type TokenPair } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { refreshSession } from '@/shared/api/refresh';
import { onSessionExpired, setAccessToken } from '@/shared/api/token';
import { STORAGE, readStorage, writeStorage } from '@/shared/storage-keys';

export interface SessionState {
  user: CurrentUser | null;
  features: ReadonlySet<string>;
}

const NO_FEATURES: ReadonlySet<string> = new Set();
let state: SessionState = { user: null, features: NO_FEATURES };
const listeners = new Set<() => void>();
const signedOutListeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function clear() {
  setAccessToken(null);
  writeStorage(STORAGE.sessionHint, null);
  setState({ user: null, features: NO_FEATURES });
  for (const listener of signedOutListeners) listener();
}

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Runs after every sign-out or expiry (e.g. to drop cached queries of the previous user). */
  onSignedOut(listener: () => void) {
    signedOutListeners.add(listener);
    return () => {
      signedOutListeners.delete(listener);
    };
  },
};

async function loadFeatures(): Promise<ReadonlySet<string>> {
  const { features } = await call(getMyFeatures());
  return new Set(features);
}

/** Keeps the access token in memory and loads what the user may do. */
export async function signIn(tokens: TokenPair): Promise<void> {
  setAccessToken(tokens.accessToken);
  writeStorage(STORAGE.sessionHint, '1');
  const features = await loadFeatures();
  setState({ user: tokens.user, features });
}

/** Ends the sign-in on the server (the cookie is cleared there) and forgets it here. */
export async function signOut(): Promise<void> {
  try {
    await call(logout({ body: {} }));
  } catch {
    // Signed out locally whatever the server says.
  }
  clear();
}

/** Reloads the profile shown in the header and the feature codes, e.g. after User Setting. */
export async function refreshProfile(): Promise<void> {
  if (!state.user) return;
  const [me, features] = await Promise.all([call(getMe()), loadFeatures()]);
  setState({
    user: {
      id: me.id, account: me.account, username: me.username, name: me.name, nickname: me.nickname, email: me.email,
      avatar: me.avatar, orgId: me.orgId, orgName: me.orgName, userType: me.userType,
    },
    features,
  });
}

/**
 * Start-up: renews the sign-in through the httpOnly refresh cookie, when an earlier sign-in
 * left one. Failure just means "not signed in".
 */
export async function restoreSession(): Promise<void> {
  if (!readStorage(STORAGE.sessionHint)) return;
  try {
    const tokens = await refreshSession();
    const features = await loadFeatures();
    setState({ user: tokens.user, features });
  } catch {
    setAccessToken(null);
    writeStorage(STORAGE.sessionHint, null);
  }
}

onSessionExpired(clear);

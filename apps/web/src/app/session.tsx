import { useMemo, useSyncExternalStore } from 'react';
import type { CurrentUser, TokenPair } from '@portal/api-client';
import { refreshProfile, sessionStore, signIn, signOut } from './session-store';

export interface Session {
  user: CurrentUser | null;
  features: ReadonlySet<string>;
  hasFeature(code: string): boolean;
  signIn(tokens: TokenPair): Promise<void>;
  signOut(): Promise<void>;
  refreshProfile(): Promise<void>;
}

/**
 * The signed-in user and what they may do. `hasFeature('admin.users.manage')` shows or hides
 * actions; the server checks every call anyway.
 */
export function useSession(): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  return useMemo(
    () => ({
      user: state.user,
      features: state.features,
      hasFeature: (code: string) => state.features.has(code),
      signIn,
      signOut,
      refreshProfile,
    }),
    [state],
  );
}

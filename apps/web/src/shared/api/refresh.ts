import { refreshToken, type TokenPair } from '@portal/api-client';
import { STORAGE, writeStorage } from '../storage-keys';
import { call } from './errors';
import { setAccessToken } from './token';

let inFlight: Promise<TokenPair> | null = null;

async function doRefresh(): Promise<TokenPair> {
  // The refresh token is read by the server from its httpOnly cookie: nothing is sent in the body.
  const tokens = await call(refreshToken({ body: {} }));
  setAccessToken(tokens.accessToken);
  writeStorage(STORAGE.sessionHint, '1');
  return tokens;
}

/**
 * Renews the access token once, however many requests ask at the same time. Refresh tokens are
 * single-use, so tabs of the same browser take turns through a Web Lock: a tab that waited
 * sends the cookie the previous tab received.
 */
export function refreshSession(): Promise<TokenPair> {
  if (!inFlight) {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const locked = locks
      ? new Promise<TokenPair>((resolve, reject) => {
          locks.request('portal.auth.refresh', () => doRefresh().then(resolve, reject)).catch(reject);
        })
      : doRefresh();
    inFlight = locked.finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

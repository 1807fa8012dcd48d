import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { client } from '@portal/api-client';
import { STORAGE, readStorage } from '../storage-keys';
import { currentLanguage } from '../i18n/locale';
import { refreshSession } from './refresh';
import { expireSession, getAccessToken } from './token';

type RetriableConfig = InternalAxiosRequestConfig & { _portalRetried?: boolean; _portalToken?: string | null };

/** Auth routes answer 401 for wrong credentials or a dead refresh token: never refresh for them. */
function isAuthRoute(url: string | undefined): boolean {
  if (!url) return false;
  const path = new URL(url, window.location.origin).pathname;
  return path.startsWith('/api/auth/') && path !== '/api/auth/password/change';
}

/** Base address: the build-time setting, else a locally stored server, else this page's origin. */
export function apiBase(): string {
  return import.meta.env.VITE_API_BASE ?? readStorage(STORAGE.server) ?? '';
}

/**
 * Sets up the generated client once: base address, cookies, the Authorization and X-Language
 * headers, and a single renewal of the access token when a request meets 401.
 */
export function configureClient() {
  client.setConfig({ baseURL: apiBase(), withCredentials: true });
  const http = client.instance;

  http.interceptors.request.use((config: RetriableConfig) => {
    const token = getAccessToken();
    config._portalToken = token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const lang = currentLanguage();
    if (lang) config.headers.set('X-Language', lang);
    return config;
  });

  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !config || isAuthRoute(config.url)) throw error;
    if (config._portalRetried) {
      // Refused even with a fresh token: the session is gone.
      expireSession();
      throw error;
    }
    config._portalRetried = true;
    // Another request renewed the token while this one was on its way: just send it again.
    if (getAccessToken() && getAccessToken() !== config._portalToken) return http.request(config);
    // Nothing to renew: the user never signed in on this tab.
    if (!config._portalToken) throw error;
    try {
      await refreshSession();
    } catch {
      expireSession();
      throw error;
    }
    return http.request(config);
  });
}

import { getLocaleResources, getLocaleVersion } from '@portal/api-client';
import { call } from '../api/errors';
import { STORAGE, readStorage, writeStorage } from '../storage-keys';
import type { Language } from './languages';

interface CachedResources {
  version: string;
  resources: Record<string, string>;
}

function readCache(lang: Language): CachedResources | null {
  try {
    const raw = readStorage(STORAGE.i18nPrefix + lang);
    const parsed = raw ? (JSON.parse(raw) as CachedResources) : null;
    return parsed && typeof parsed.version === 'string' && parsed.resources ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The texts of one language (spec section 7): ask the server for the resource version; when the
 * cached copy has that version use it, otherwise download all resources and cache them.
 */
export async function loadResources(lang: Language): Promise<Record<string, string>> {
  const cached = readCache(lang);
  let version: string;
  try {
    version = (await call(getLocaleVersion())).version;
  } catch (err) {
    // Server unreachable: a cached copy, even an old one, is better than no text at all.
    if (cached) return cached.resources;
    throw err;
  }
  if (cached?.version === version) return cached.resources;
  const fresh = await call(getLocaleResources({ path: { lang } }));
  writeStorage(STORAGE.i18nPrefix + lang, JSON.stringify({ version: fresh.version, resources: fresh.resources }));
  return fresh.resources;
}

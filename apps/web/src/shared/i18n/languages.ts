import type { LocaleResources } from '@portal/api-client';
import { STORAGE, readStorage } from '../storage-keys';

export type Language = LocaleResources['language'];

/** The four interface languages, in the order the switcher lists them. */
export const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Maps one browser language tag to an interface language, or null when none fits. */
export function fromBrowserTag(tag: string): Language | null {
  const t = tag.toLowerCase();
  if (t.startsWith('zh')) return /^zh-(tw|hk|mo|hant)/.test(t) ? 'zh-TW' : 'zh-CN';
  if (t.startsWith('ja')) return 'ja-JP';
  if (t.startsWith('en')) return 'en-US';
  return null;
}

/**
 * The language to start with: the user's stored choice; else, as the spec says, Chinese when the
 * browser's language is Chinese (Traditional for Taiwan, Hong Kong, Macau and Hant) and English
 * otherwise, Japanese browsers included: Japanese is one click away in the switcher.
 */
export function initialLanguage(): Language {
  const stored = readStorage(STORAGE.lang);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator !== 'undefined' ? (navigator.languages?.[0] ?? navigator.language) : undefined;
  const lang = browser ? fromBrowserTag(browser) : null;
  return lang === 'zh-CN' || lang === 'zh-TW' ? lang : 'en-US';
}

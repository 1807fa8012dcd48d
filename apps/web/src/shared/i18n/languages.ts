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
 * The language to start with: the user's stored choice, else the browser's (Chinese browsers get
 * Chinese, Japanese ones Japanese), else English.
 */
export function initialLanguage(): Language {
  const stored = readStorage(STORAGE.lang);
  if (isLanguage(stored)) return stored;
  const tags = typeof navigator !== 'undefined' ? [...(navigator.languages ?? []), navigator.language] : [];
  for (const tag of tags) {
    const lang = tag ? fromBrowserTag(tag) : null;
    if (lang) return lang;
  }
  return 'en-US';
}

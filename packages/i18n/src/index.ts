import enUS from './locales/en-US.js';
import zhCN from './locales/zh-CN.js';
import zhTW from './locales/zh-TW.js';
import jaJP from './locales/ja-JP.js';

export type MessageKey = keyof typeof enUS;
export type Language = 'zh-CN' | 'zh-TW' | 'en-US' | 'ja-JP';
export type Dictionary = Record<MessageKey, string>;

export const dictionaries: Record<Language, Dictionary> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
};

export const LANGUAGE_INFO: { code: Language; name: string; nativeName: string }[] = [
  { code: 'zh-CN', name: 'Chinese (Simplified)', nativeName: '简体中文' },
  { code: 'zh-TW', name: 'Chinese (Traditional)', nativeName: '繁體中文' },
  { code: 'en-US', name: 'English', nativeName: 'English' },
  { code: 'ja-JP', name: 'Japanese', nativeName: '日本語' },
];

/**
 * Picks one of the four languages from a language tag or an Accept-Language header:
 * Traditional Chinese for zh-TW/zh-HK/zh-MO/zh-Hant, Simplified for other Chinese, Japanese for ja,
 * English otherwise (spec: Chinese when the browser is Chinese, else English).
 */
export function resolveLanguage(header: string | null | undefined): Language {
  if (!header) return 'en-US';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('zh')) {
      return /^zh-(tw|hk|mo|hant)/.test(tag) ? 'zh-TW' : 'zh-CN';
    }
    if (tag.startsWith('ja')) return 'ja-JP';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

/** Looks a key up and fills {{name}} placeholders; an unknown key comes back as itself. */
export function translate(lang: Language, key: string, params?: Record<string, unknown>): string {
  const text = (dictionaries[lang] as Record<string, string>)[key] ?? (enUS as Record<string, string>)[key] ?? key;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in enUS;
}

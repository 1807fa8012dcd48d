import { describe, expect, it } from 'vitest';
import { dictionaries, resolveLanguage, translate, type Language } from './index.js';

const langs = Object.keys(dictionaries) as Language[];
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('are the four interface languages', () => {
    expect(langs.sort()).toEqual(['en-US', 'ja-JP', 'zh-CN', 'zh-TW']);
  });

  it('hold exactly the same keys, none empty, with the same placeholders', () => {
    const reference = dictionaries['en-US'] as Record<string, string>;
    for (const lang of langs) {
      const dict = dictionaries[lang] as Record<string, string>;
      const missing = Object.keys(reference).filter((k) => !(k in dict));
      const extra = Object.keys(dict).filter((k) => !(k in reference));
      expect(missing, `${lang} is missing keys`).toEqual([]);
      expect(extra, `${lang} has keys English lacks`).toEqual([]);
      for (const [key, text] of Object.entries(dict)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(reference[key]));
      }
    }
  });

  it('translate Chinese and Japanese texts (not English left in place)', () => {
    for (const lang of ['zh-CN', 'zh-TW', 'ja-JP'] as const) {
      const dict = dictionaries[lang] as Record<string, string>;
      const cjk = Object.entries(dict).filter(([k, v]) => !k.startsWith('language.') && /[\u3040-\u30ff\u4e00-\u9fff]/.test(v));
      expect(cjk.length / Object.keys(dict).length, lang).toBeGreaterThan(0.9);
    }
  });

  it('keeps the spec texts', () => {
    expect(translate('en-US', 'error.FORBIDDEN')).toBe('Sorry, your permissions are insufficient');
    expect(translate('en-US', 'error.status.555')).toBe('No license rights to access the feature');
    expect(translate('en-US', 'error.TOO_MANY_REQUESTS', { seconds: 30 })).toBe('Too many attempts, please try again in 30 seconds');
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK,en;q=0.5', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['ja,en-US;q=0.8', 'ja-JP'],
    ['en-GB', 'en-US'],
    ['fr-FR,de;q=0.9', 'en-US'],
    ['de;q=0.9,zh;q=0.8', 'zh-CN'],
    [undefined, 'en-US'],
    ['', 'en-US'],
  ])('%s -> %s', (header, lang) => {
    expect(resolveLanguage(header)).toBe(lang);
  });
});

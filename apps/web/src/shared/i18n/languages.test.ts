import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE } from '../storage-keys';
import { LANGUAGES, fromBrowserTag, initialLanguage, isLanguage } from './languages';

describe('fromBrowserTag', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    // Simplified script in Hong Kong: the script wins over the region.
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['ZH-tw', 'zh-TW'],
    ['ja', 'ja-JP'],
    ['ja-JP', 'ja-JP'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN-us', 'en-US'],
  ])('%s -> %s', (tag, language) => {
    expect(fromBrowserTag(tag)).toBe(language);
  });

  it.each(['fr-FR', 'de', 'ko-KR', ''])('%s has no interface language', (tag) => {
    expect(fromBrowserTag(tag)).toBeNull();
  });
});

describe('isLanguage', () => {
  it('knows the four interface languages and nothing else', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('zh-HK')).toBe(false);
    expect(isLanguage('en')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('initialLanguage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A stored choice (or none) and what the browser says it prefers. */
  function environment(stored: string | null, browser?: { languages?: string[]; language?: string }) {
    const getItem = vi.fn((key: string) => (key === STORAGE.lang ? stored : null));
    vi.stubGlobal('localStorage', { getItem });
    if (browser) vi.stubGlobal('navigator', browser);
    return getItem;
  }

  it("takes the user's stored choice over the browser's", () => {
    const getItem = environment('ja-JP', { languages: ['zh-CN'], language: 'zh-CN' });
    expect(initialLanguage()).toBe('ja-JP');
    expect(getItem).toHaveBeenCalledWith(STORAGE.lang);
  });

  it('ignores a stored value that is not an interface language', () => {
    environment('fr-FR', { languages: ['zh-TW'], language: 'zh-TW' });
    expect(initialLanguage()).toBe('zh-TW');
  });

  it('is English for any browser language other than Chinese, Japanese included (spec)', () => {
    environment(null, { languages: ['ja-JP', 'zh-CN'], language: 'ja-JP' });
    expect(initialLanguage()).toBe('en-US');
    environment(null, { languages: ['fr-FR', 'zh-TW'], language: 'fr-FR' });
    expect(initialLanguage()).toBe('en-US');
  });

  it('falls back to navigator.language when the list offers nothing', () => {
    environment(null, { languages: [], language: 'zh-HK' });
    expect(initialLanguage()).toBe('zh-TW');
  });

  it('copes with a browser without a languages list', () => {
    environment(null, { language: 'zh-CN' });
    expect(initialLanguage()).toBe('zh-CN');
  });

  it('falls back to English when nothing fits', () => {
    environment(null, { languages: ['fr-FR', 'ko'], language: 'fr-FR' });
    expect(initialLanguage()).toBe('en-US');
  });

  it('falls back to English without a browser or storage', () => {
    // Node has neither localStorage nor (before v21) navigator: both must be optional.
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('navigator', undefined);
    expect(initialLanguage()).toBe('en-US');
  });
});

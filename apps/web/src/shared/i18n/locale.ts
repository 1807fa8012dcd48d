import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { STORAGE, writeStorage } from '../storage-keys';
import type { Language } from './languages';
import { loadResources } from './resources';

/** antd and dayjs locales, loaded only for the language in use. */
const antdLocales: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  'en-US': () => import('antd/es/locale/en_US'),
  'ja-JP': () => import('antd/es/locale/ja_JP'),
};
const dayjsLocales: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'zh-TW': { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  'en-US': { name: 'en', load: async () => undefined },
  'ja-JP': { name: 'ja', load: () => import('dayjs/locale/ja') },
};

export interface LocaleState {
  lang: Language;
  antdLocale: Locale | undefined;
}

let state: LocaleState | null = null;
const listeners = new Set<() => void>();

export const getLocaleState = (): LocaleState => {
  if (!state) throw new Error('i18n is not initialised');
  return state;
};
export const subscribeLocale = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language requests are sent with (X-Language). */
export const currentLanguage = (): Language | null => state?.lang ?? null;

let initialised = false;

/**
 * Fetches (or takes from cache) the texts of `lang`, then switches i18next, antd and dayjs to it
 * together and remembers the choice. Used at start-up and by the language switcher.
 */
export async function applyLanguage(lang: Language, options: { remember?: boolean } = {}): Promise<void> {
  const [resources, antd] = await Promise.all([
    loadResources(lang),
    antdLocales[lang]().then((m) => m.default),
    dayjsLocales[lang].load(),
  ]);
  if (!initialised) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: resources } },
      // Keys are flat ("menu.admin.users"), placeholders look like {{name}}.
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
    initialised = true;
  } else {
    i18next.addResourceBundle(lang, 'translation', resources, true, true);
    await i18next.changeLanguage(lang);
  }
  dayjs.locale(dayjsLocales[lang].name);
  document.documentElement.lang = lang;
  document.title = i18next.t('app.name');
  if (options.remember) writeStorage(STORAGE.lang, lang);
  state = { lang, antdLocale: antd };
  for (const listener of listeners) listener();
}

import { useState, useSyncExternalStore } from 'react';
import { App, Button, Popover } from 'antd';
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/shared/api/errors';
import { LANGUAGES, type Language } from '@/shared/i18n/languages';
import { applyLanguage, getLocaleState, subscribeLocale } from '@/shared/i18n/locale';
import styles from './language-switcher.module.css';

/**
 * Switches i18next, antd and dayjs to another language and remembers the choice. A popover with
 * plain buttons rather than a dropdown menu: the login page stays light.
 */
export default function LanguageSwitcher() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { lang } = useSyncExternalStore(subscribeLocale, getLocaleState);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const change = async (next: Language) => {
    setOpen(false);
    if (next === lang) return;
    setLoading(true);
    try {
      await applyLanguage(next, { remember: true });
    } catch (err) {
      message.error(toApiError(err, t).message);
    } finally {
      setLoading(false);
    }
  };

  const list = (
    <ul className={styles.list} aria-label={t('shell.language')}>
      {LANGUAGES.map((code) => (
        <li key={code}>
          <button
            type="button"
            lang={code}
            className={code === lang ? `${styles.option} ${styles.current}` : styles.option}
            aria-current={code === lang}
            onClick={() => void change(code)}
          >
            <span>{t(`language.${code}`)}</span>
            {code === lang && <CheckOutlined />}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <Popover content={list} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Button type="text" icon={<GlobalOutlined />} loading={loading} aria-label={t('shell.language')} aria-expanded={open}>
        {t(`language.${lang}`)}
      </Button>
    </Popover>
  );
}

import { useState, useSyncExternalStore } from 'react';
import { Button, Dropdown, App } from 'antd';
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/shared/api/errors';
import { LANGUAGES, isLanguage } from '@/shared/i18n/languages';
import { applyLanguage, getLocaleState, subscribeLocale } from '@/shared/i18n/locale';

interface Props {
  /** Text colour for dark backgrounds. */
  variant?: 'default' | 'light';
}

/** Switches i18next, antd and dayjs to another language and remembers the choice. */
export default function LanguageSwitcher({ variant = 'default' }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { lang } = useSyncExternalStore(subscribeLocale, getLocaleState);
  const [loading, setLoading] = useState(false);

  const change = async (next: string) => {
    if (!isLanguage(next) || next === lang) return;
    setLoading(true);
    try {
      await applyLanguage(next, { remember: true });
      // Texts that come from the server (menus, messages) follow the new language.
      void queryClient.invalidateQueries();
    } catch (err) {
      message.error(toApiError(err, t).message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        onClick: ({ key }) => void change(key),
        items: LANGUAGES.map((code) => ({
          key: code,
          label: t(`language.${code}`),
          extra: code === lang ? <CheckOutlined /> : null,
        })),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        loading={loading}
        aria-label={t('shell.language')}
        style={variant === 'light' ? { color: 'rgba(255,255,255,0.92)' } : undefined}
      >
        {t(`language.${lang}`)}
      </Button>
    </Dropdown>
  );
}

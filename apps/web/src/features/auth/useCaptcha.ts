import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCaptcha, type Captcha } from '@portal/api-client';
import { call, toApiError } from '@/shared/api/errors';

/** The image verification code the server asks for after repeated failed sign-ins. */
export function useCaptcha() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setCaptcha(await call(getCaptcha()));
    } catch (err) {
      message.error(toApiError(err, t).message);
    } finally {
      setLoading(false);
    }
  }, [message, t]);

  return { captcha, loading, load };
}

import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendCode } from '@portal/api-client';
import { call, toApiError } from '@/shared/api/errors';
import { useCountdown } from '@/shared/hooks/useCountdown';

interface Props {
  purpose: 'login' | 'reset';
  /** Validates and returns the e-mail field, or null when it is not valid yet. */
  getEmail: () => Promise<string | null>;
  /** False when the server writes codes to its log instead of sending mail. */
  mailEnabled: boolean;
  size?: 'middle' | 'large';
}

/** Sends a verification code and counts down the seconds before another may be sent. */
export default function SendCodeButton({ purpose, getEmail, mailEnabled, size }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { left, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const send = async () => {
    const email = await getEmail();
    if (!email) return;
    setSending(true);
    try {
      const { resendAfter } = await call(sendCode({ body: { email, purpose } }));
      start(resendAfter);
      setSentOnce(true);
      message.success(mailEnabled ? t('login.code.sent') : t('login.code.sentToLog'));
    } catch (err) {
      const error = toApiError(err, t);
      // 429: the server says how long to wait.
      if (error.retryAfter) start(error.retryAfter);
      message.error(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size={size} onClick={send} loading={sending} disabled={running} style={{ minWidth: 128 }}>
      {running ? t('login.code.resendIn', { seconds: left }) : sentOnce ? t('login.code.resend') : t('login.code.send')}
    </Button>
  );
}

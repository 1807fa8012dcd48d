import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginWithCode, type TokenPair } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { useFormSubmit } from '@/shared/forms/useFormSubmit';
import EmailCodeFields from './EmailCodeFields';
import { SIGN_IN_FORM_LOOK } from './signInFormLook';
import styles from './login.module.css';

interface Values {
  email: string;
  code: string;
}

interface Props {
  mailEnabled: boolean;
  onSignedIn: (tokens: TokenPair) => Promise<void>;
}

/** Sign-in with a 6-digit code sent to the user's e-mail. */
export default function CodeLoginForm({ mailEnabled, onSignedIn }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { submit, submitting, error, clearError } = useFormSubmit<Values>({
    form,
    fields: ['email', 'code'],
    busyAfterSuccess: true,
    run: async (values) => {
      const tokens = await call(loginWithCode({ body: { email: values.email.trim(), code: values.code.trim() } }));
      await onSignedIn(tokens);
    },
  });

  return (
    <Form<Values> {...SIGN_IN_FORM_LOOK} form={form} name="codeLogin" onFinish={submit} onValuesChange={clearError}>
      {!mailEnabled && <Alert type="info" showIcon title={t('login.code.noMail')} className={styles.alert} />}
      <EmailCodeFields purpose="login" mailEnabled={mailEnabled} variant="page" />
      {error && <Alert type="error" showIcon title={error} className={styles.alert} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

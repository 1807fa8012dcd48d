import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { MailOutlined, NumberOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loginWithCode, type TokenPair } from '@portal/api-client';
import { call, toApiError } from '@/shared/api/errors';
import { applyIssues } from '@/shared/forms/apply-issues';
import { codeRules, emailRules } from '@/shared/forms/rules';
import SendCodeButton from './SendCodeButton';
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
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const getEmail = async () => {
    try {
      const { email } = await form.validateFields(['email']);
      return email.trim();
    } catch {
      return null;
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const tokens = await call(loginWithCode({ body: { email: values.email.trim(), code: values.code.trim() } }));
      await onSignedIn(tokens);
    } catch (err) {
      const apiError = toApiError(err, t);
      if (!applyIssues(form, apiError, ['email', 'code'])) setError(apiError.message);
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="codeLogin"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => error && setError(null)}
      className={styles.form}
    >
      {!mailEnabled && <Alert type="info" showIcon title={t('login.code.noMail')} className={styles.alert} />}
      <Form.Item name="email" label={t('field.email')} rules={emailRules(t)}>
        <Input prefix={<MailOutlined />} placeholder={t('login.email.placeholder')} autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label={t('login.code.label')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={codeRules(t)}>
            <Input
              prefix={<NumberOutlined />}
              placeholder={t('login.code.placeholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton purpose="login" getEmail={getEmail} mailEnabled={mailEnabled} size="large" />
        </Space.Compact>
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className={styles.alert} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

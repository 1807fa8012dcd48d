import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { call, toApiError } from '@/shared/api/errors';
import { applyIssues } from '@/shared/forms/apply-issues';
import { codeRules, confirmRules, emailRules, newPasswordRules } from '@/shared/forms/rules';
import SendCodeButton from './SendCodeButton';
import styles from './login.module.css';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

interface Props {
  open: boolean;
  mailEnabled: boolean;
  onClose: () => void;
}

const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;

/** Forgot password: e-mail, code sent with purpose "reset", new password twice. */
export default function ForgotPasswordModal({ open, mailEnabled, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
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
      await call(resetPassword({ body: { ...values, email: values.email.trim(), code: values.code.trim() } }));
      message.success(t('login.forgot.success'));
      form.resetFields();
      onClose();
    } catch (err) {
      const apiError = toApiError(err, t);
      if (!applyIssues(form, apiError, FIELDS)) setError(apiError.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open={open} title={t('login.forgot.title')} onCancel={onClose} footer={null} destroyOnHidden width={460}>
      <p className={styles.modalIntro}>{t('login.forgot.intro')}</p>
      {!mailEnabled && <Alert type="info" showIcon title={t('login.code.noMail')} className={styles.alert} />}
      <Form<Values>
        form={form}
        name="forgot"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => error && setError(null)}
      >
        <Form.Item name="email" label={t('field.email')} rules={emailRules(t)}>
          <Input placeholder={t('login.email.placeholder')} autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item label={t('login.code.label')} required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={codeRules(t)}>
              <Input placeholder={t('login.code.placeholder')} maxLength={LIMITS.codeLength} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <SendCodeButton purpose="reset" getEmail={getEmail} mailEnabled={mailEnabled} />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.forgot.newPassword')}
          rules={newPasswordRules(t)}
          extra={t('profile.password.hint', { min: LIMITS.passwordMin })}
        >
          <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('login.forgot.confirmPassword')} dependencies={['password']} rules={confirmRules(t)}>
          <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} className={styles.alert} role="alert" />}
        <div className={styles.modalFooter}>
          <Button onClick={onClose}>{t('shell.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('login.forgot.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

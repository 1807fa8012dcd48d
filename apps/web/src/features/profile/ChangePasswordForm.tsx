import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { call, toApiError } from '@/shared/api/errors';
import { applyIssues } from '@/shared/forms/apply-issues';
import { confirmRules, newPasswordRules } from '@/shared/forms/rules';
import styles from './profile.module.css';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'password', 'confirmPassword'];

/** User Setting, password part: current password, new password and its confirmation. */
export default function ChangePasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await call(changePassword({ body: values }));
      form.resetFields();
      message.success(t('profile.password.changed'));
    } catch (err) {
      const error = toApiError(err, t);
      if (!applyIssues(form, error, FIELDS)) message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" className={styles.formNarrow} onFinish={submit} requiredMark={false}>
      <Alert type="info" showIcon title={t('profile.password.notice')} style={{ marginBottom: 24 }} />
      <Form.Item name="oldPassword" label={t('profile.password.old')} rules={[{ required: true, message: t('validation.required') }]}>
        <Input.Password autoComplete="current-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('profile.password.new')}
        rules={newPasswordRules(t)}
        extra={t('profile.password.hint', { min: LIMITS.passwordMin })}
      >
        <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('profile.password.confirm')} dependencies={['password']} rules={confirmRules(t)}>
        <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}

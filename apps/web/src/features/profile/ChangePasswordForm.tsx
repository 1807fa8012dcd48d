import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { call } from '@/shared/api/errors';
import NewPasswordFields from '@/shared/forms/NewPasswordFields';
import { useFormSubmit } from '@/shared/forms/useFormSubmit';
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
  const { submit, submitting } = useFormSubmit<Values>({
    form,
    fields: FIELDS,
    // This form has no alert of its own: a failure that names no field is a toast.
    showError: (text) => message.error(text),
    run: async (values) => {
      await call(changePassword({ body: values }));
      form.resetFields();
      message.success(t('profile.password.changed'));
    },
  });

  return (
    <Form<Values> form={form} layout="vertical" className={styles.formNarrow} onFinish={submit} requiredMark={false}>
      <Alert type="info" showIcon title={t('profile.password.notice')} style={{ marginBottom: 24 }} />
      <Form.Item name="oldPassword" label={t('profile.password.old')} rules={[{ required: true, message: t('validation.required') }]}>
        <Input.Password autoComplete="current-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
      <NewPasswordFields passwordLabel={t('profile.password.new')} confirmLabel={t('profile.password.confirm')} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}

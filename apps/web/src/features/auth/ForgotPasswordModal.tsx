import { Alert, App, Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { call } from '@/shared/api/errors';
import NewPasswordFields from '@/shared/forms/NewPasswordFields';
import { useFormSubmit } from '@/shared/forms/useFormSubmit';
import EmailCodeFields from './EmailCodeFields';
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
  const { submit, submitting, error, clearError } = useFormSubmit<Values>({
    form,
    fields: FIELDS,
    run: async (values) => {
      await call(resetPassword({ body: { ...values, email: values.email.trim(), code: values.code.trim() } }));
      message.success(t('login.forgot.success'));
      form.resetFields();
      onClose();
    },
  });

  return (
    <Modal open={open} title={t('login.forgot.title')} onCancel={onClose} footer={null} destroyOnHidden width={460}>
      <p className={styles.modalIntro}>{t('login.forgot.intro')}</p>
      {!mailEnabled && <Alert type="info" showIcon title={t('login.code.noMail')} className={styles.alert} />}
      <Form<Values> form={form} name="forgot" layout="vertical" requiredMark={false} onFinish={submit} onValuesChange={clearError}>
        <EmailCodeFields purpose="reset" mailEnabled={mailEnabled} variant="dialog" codeMaxLength={LIMITS.codeLength} />
        <NewPasswordFields passwordLabel={t('login.forgot.newPassword')} confirmLabel={t('login.forgot.confirmPassword')} />
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

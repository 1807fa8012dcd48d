import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { confirmRules, newPasswordRules } from './rules';

interface Props {
  /** Each form words the two labels its own way ("New password" in a dialog, in the profile...). */
  passwordLabel: string;
  confirmLabel: string;
}

/**
 * The `password` and `confirmPassword` fields of a form that sets a user's own new password.
 * It brings the contracts with it: only forms that are loaded on demand should use it.
 */
export default function NewPasswordFields({ passwordLabel, confirmLabel }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={passwordLabel}
        rules={newPasswordRules(t)}
        extra={t('profile.password.hint', { min: LIMITS.passwordMin })}
      >
        <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={confirmLabel} dependencies={['password']} rules={confirmRules(t)}>
        <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
    </>
  );
}

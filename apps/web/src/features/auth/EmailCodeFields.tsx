import { Form, Input, Space } from 'antd';
import { MailOutlined, NumberOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { codeRules, emailRules } from '@/shared/forms/rules';
import SendCodeButton from './SendCodeButton';

interface Props {
  /** What the e-mailed code is for. */
  purpose: 'login' | 'reset';
  mailEnabled: boolean;
  /**
   * 'page': the sign-in page's large inputs with icons. 'dialog': plain inputs, the e-mail taking
   * the focus as the dialog opens.
   */
  variant: 'page' | 'dialog';
  /**
   * Caps the code input. Given by the reset dialog, which loads the contracts anyway; the sign-in
   * page does without so that its chunk stays free of them.
   */
  codeMaxLength?: number;
}

/** The `email` and `code` fields, with the button that sends the code to that e-mail. */
export default function EmailCodeFields({ purpose, mailEnabled, variant, codeMaxLength }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ email: string }>();
  const onPage = variant === 'page';

  // Only the e-mail is validated: sending a code must not flag the still empty code field.
  const getEmail = async () => {
    try {
      const { email } = await form.validateFields(['email']);
      return email.trim();
    } catch {
      return null;
    }
  };

  return (
    <>
      <Form.Item name="email" label={t('field.email')} rules={emailRules(t)}>
        <Input
          prefix={onPage ? <MailOutlined /> : undefined}
          placeholder={t('login.email.placeholder')}
          autoComplete="email"
          inputMode="email"
          autoFocus={!onPage}
        />
      </Form.Item>
      <Form.Item label={t('login.code.label')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={codeRules(t)}>
            <Input
              prefix={onPage ? <NumberOutlined /> : undefined}
              placeholder={t('login.code.placeholder')}
              maxLength={codeMaxLength}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton purpose={purpose} getEmail={getEmail} mailEnabled={mailEnabled} size={onPage ? 'large' : undefined} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

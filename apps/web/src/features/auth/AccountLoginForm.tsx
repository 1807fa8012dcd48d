import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { login, type TokenPair } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { limitRule } from '@/shared/forms/rules';
import { useFormSubmit } from '@/shared/forms/useFormSubmit';
import { STORAGE, readStorage, writeStorage } from '@/shared/storage-keys';
import CaptchaField from './CaptchaField';
import { useCaptcha } from './useCaptcha';
import { SIGN_IN_FORM_LOOK } from './signInFormLook';
import styles from './login.module.css';

interface Values {
  account: string;
  password: string;
  remember: boolean;
  captchaText?: string;
}

interface Props {
  onSignedIn: (tokens: TokenPair) => Promise<void>;
  onForgot: () => void;
}

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/** Account and password, "remember me" (the account name only) and the image code when asked. */
export default function AccountLoginForm({ onSignedIn, onForgot }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { captcha, loading: captchaLoading, load: loadCaptcha } = useCaptcha();
  const [remembered] = useState(() => readStorage(STORAGE.rememberedAccount));
  const { submit, submitting, error, clearError } = useFormSubmit<Values>({
    form,
    fields: ['account', 'password', 'captchaText'],
    busyAfterSuccess: true,
    run: async (values) => {
      const tokens = await call(
        login({
          body: {
            account: values.account.trim(),
            password: values.password,
            remember: values.remember,
            ...(captcha ? { captchaId: captcha.captchaId, captchaText: values.captchaText?.trim() } : {}),
          },
        }),
      );
      // Only the account name is remembered; the password never leaves the form.
      writeStorage(STORAGE.rememberedAccount, values.remember ? values.account.trim() : null);
      await onSignedIn(tokens);
    },
    onFailure: (apiError) => {
      // An image code is single-use: any failed attempt with one shown needs a new one.
      if (captcha || CAPTCHA_CODES.has(apiError.code)) {
        form.setFieldValue('captchaText', '');
        void loadCaptcha();
      }
    },
  });

  return (
    <Form<Values>
      {...SIGN_IN_FORM_LOOK}
      form={form}
      name="login"
      onFinish={submit}
      onValuesChange={clearError}
      initialValues={{ account: remembered ?? '', password: '', remember: !!remembered }}
    >
      <Form.Item
        name="account"
        label={t('login.account.label')}
        rules={[
          { required: true, whitespace: true, message: t('login.account.required') },
          limitRule(t, 'accountMax'),
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('login.account.placeholder')} autoComplete="username" autoFocus={!remembered} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password.label')}
        rules={[{ required: true, message: t('login.password.required') }, limitRule(t, 'passwordMax')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password.placeholder')}
          autoComplete="current-password"
          autoFocus={!!remembered}
        />
      </Form.Item>
      {captcha !== null || captchaLoading ? (
        <CaptchaField captcha={captcha} loading={captchaLoading} onRefresh={() => void loadCaptcha()} />
      ) : null}
      <div className={styles.row}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Button type="link" size="middle" onClick={onForgot} className={styles.linkButton}>
          {t('login.forgot.link')}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={error} className={styles.alert} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

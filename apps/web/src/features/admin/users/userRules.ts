import type { Rule, RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { LIMITS, USERNAME_PATTERN, checkEmail, checkPassword } from '@portal/contracts';

const PHONE = /^[0-9+\-() ]*$/;

/** Form rules from the contracts, with the same i18n messages the server uses. */
export function userRules(t: TFunction) {
  const tooLong = (max: number): Rule => ({ max, message: t('validation.tooLong', { max }) });
  const required: Rule = { required: true, whitespace: true, message: t('validation.required') };
  const charset: Rule = { pattern: USERNAME_PATTERN, message: t('validation.username.charset') };
  const fromCheck =
    (check: (v: string) => string | null, trim = true): RuleObject['validator'] =>
    async (_rule, value: string | undefined) => {
      if (!value) return;
      const problem = check(trim ? value.trim() : value);
      if (problem) throw new Error(t(problem, { max: LIMITS.passwordMax }));
    };
  return {
    account: [required, tooLong(LIMITS.accountMax), charset],
    username: [required, tooLong(LIMITS.usernameMax), charset],
    name: [required, tooLong(LIMITS.nameMax)],
    nickname: [tooLong(LIMITS.nameMax)],
    email: [{ validator: fromCheck(checkEmail) }],
    phone: [tooLong(LIMITS.phoneMax), { pattern: PHONE, message: t('validation.phone') }],
    wechat: [tooLong(LIMITS.nameMax)],
    workNo: [tooLong(LIMITS.codeMax)],
    description: [tooLong(LIMITS.descriptionLong)],
    password: [{ required: true, message: t('validation.required') }, { validator: fromCheck(checkPassword, false) }] as Rule[],
    confirmPassword: [
      { required: true, message: t('validation.required') },
      ({ getFieldValue }) => ({
        validator: async (_rule, value: string | undefined) => {
          if (value && value !== getFieldValue('password')) throw new Error(t('validation.password.confirm'));
        },
      }),
    ] as Rule[],
  };
}

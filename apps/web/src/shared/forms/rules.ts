import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The contract validators, loaded when a form first validates: the login page does not pay for
 * the schema library up front.
 */
const contracts = () => import('@portal/contracts');

/** Form rules built on the contract validators, so forms and server say the same thing. */
export const requiredRule = (t: TFunction): FormRule => ({
  required: true,
  whitespace: true,
  message: t('validation.required'),
});

export const maxRule = (t: TFunction, max: number): FormRule => ({
  max,
  message: t('validation.tooLong', { max }),
});

/** At most `LIMITS[limit]` characters, with the limit taken from the contracts. */
export const limitRule = (t: TFunction, limit: 'accountMax' | 'nameMax' | 'passwordMax'): FormRule => ({
  validator: async (_, value: string | undefined) => {
    const max = (await contracts()).LIMITS[limit];
    if (value && value.length > max) throw new Error(t('validation.tooLong', { max }));
  },
});

export const emailRules = (t: TFunction): FormRule[] => [
  requiredRule(t),
  {
    validator: async (_, value: string | undefined) => {
      if (!value?.trim()) return;
      const problem = (await contracts()).checkEmail(value.trim());
      if (problem) throw new Error(t(problem));
    },
  },
];

export const newPasswordRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('validation.required') },
  {
    validator: async (_, value: string | undefined) => {
      if (!value) return;
      const { LIMITS, checkPassword } = await contracts();
      const problem = checkPassword(value);
      if (problem) throw new Error(t(problem, { max: LIMITS.passwordMax }));
    },
  },
];

/** The confirmation must equal the field `passwordField`. */
export const confirmRules = (t: TFunction, passwordField = 'password'): FormRule[] => [
  { required: true, message: t('validation.required') },
  ({ getFieldValue }) => ({
    validator: async (_, value: string | undefined) => {
      if (value && value !== getFieldValue(passwordField)) throw new Error(t('validation.password.confirm'));
    },
  }),
];

/** The e-mailed verification code: exactly LIMITS.codeLength digits. */
export const codeRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('validation.required') },
  {
    validator: async (_, value: string | undefined) => {
      if (!value) return;
      const { LIMITS } = await contracts();
      if (!new RegExp(`^\\d{${LIMITS.codeLength}}$`).test(value.trim())) throw new Error(t('auth.code.invalid'));
    },
  },
];

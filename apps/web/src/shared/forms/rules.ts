import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { LIMITS, checkEmail, checkPassword } from '@portal/contracts';

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

export const emailRules = (t: TFunction): FormRule[] => [
  requiredRule(t),
  {
    validator: async (_, value: string | undefined) => {
      if (!value?.trim()) return;
      const problem = checkEmail(value.trim());
      if (problem) throw new Error(t(problem));
    },
  },
];

export const newPasswordRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('validation.required') },
  {
    validator: async (_, value: string | undefined) => {
      if (!value) return;
      const problem = checkPassword(value);
      if (problem) throw new Error(t(problem, { max: LIMITS.passwordMax }));
    },
  },
];

/** The confirmation must equal the field `passwordField`. */
export const confirmRules = (t: TFunction, passwordField = 'password'): FormRule[] => [
  { required: true, message: t('validation.required') },
  ({ getFieldValue }: FormInstance) => ({
    validator: async (_, value: string | undefined) => {
      if (value && value !== getFieldValue(passwordField)) throw new Error(t('validation.password.confirm'));
    },
  }),
];

export const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.codeLength}}$`);

export const codeRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('validation.required') },
  { pattern: CODE_PATTERN, message: t('auth.code.invalid') },
];

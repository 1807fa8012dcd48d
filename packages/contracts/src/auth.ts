import { z } from 'zod';
import { LIMITS } from './limits.js';
import { email, newPasswordPair, refineConfirm } from './validation.js';
import { currentUser } from './users.js';

const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captchaText: z.string().max(16).optional(),
};

export const loginBody = z
  .strictObject({
    account: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(LIMITS.accountMax, { error: 'validation.tooLong' }),
    password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(LIMITS.passwordMax, { error: 'validation.tooLong' }),
    remember: z.boolean().optional(),
    ...captchaFields,
  })
  .meta({ id: 'LoginBody' });

export const codeLoginBody = z
  .strictObject({
    email,
    code: z.string().trim().regex(/^\d{6}$/, { error: 'auth.code.invalid' }),
    remember: z.boolean().optional(),
  })
  .meta({ id: 'CodeLoginBody' });

export const tokenPair = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int().describe('Seconds until the access token expires'),
    user: currentUser,
  })
  .meta({ id: 'TokenPair' });

export const refreshBody = z
  .strictObject({ refreshToken: z.string().max(200).optional() })
  .meta({ id: 'RefreshBody' });

export const captcha = z.object({ captchaId: z.string(), svg: z.string() }).meta({ id: 'Captcha' });

export const codePurpose = z.enum(['login', 'reset']);
export const sendCodeBody = z
  .strictObject({ email, purpose: codePurpose, ...captchaFields })
  .meta({ id: 'SendCodeBody' });
export const sendCodeResult = z
  .object({ resendAfter: z.number().int().describe('Seconds before another code can be sent') })
  .meta({ id: 'SendCodeResult' });

export const resetPasswordBody = z
  .strictObject({
    email,
    code: z.string().trim().regex(/^\d{6}$/, { error: 'auth.code.invalid' }),
    ...newPasswordPair,
  })
  .superRefine(refineConfirm)
  .meta({ id: 'ResetPasswordBody' });

export const changePasswordBody = z
  .strictObject({
    oldPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(LIMITS.passwordMax),
    ...newPasswordPair,
  })
  .superRefine(refineConfirm)
  .meta({ id: 'ChangePasswordBody' });

export const loginOptions = z
  .object({
    mailEnabled: z.boolean().describe('False when codes go to the server log instead of e-mail'),
    codeResendSeconds: z.number().int(),
  })
  .meta({ id: 'LoginOptions' });

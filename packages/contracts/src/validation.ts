import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * Validators shared by forms and server. Every message is an i18n key from packages/i18n,
 * so the server and the web show the same localised text.
 */
export const notBlank = (max: number, key = 'validation.required') =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: 'validation.tooLong' });

export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation.tooLong' }).optional().nullable();

/** Username: letters, digits and ' . - _ ! # ^ ~ (spec section 5). */
export const USERNAME_PATTERN = /^[A-Za-z0-9'.\-_!#^~]+$/;
export const username = notBlank(LIMITS.usernameMax).regex(USERNAME_PATTERN, {
  error: 'validation.username.charset',
});
export const account = notBlank(LIMITS.accountMax).regex(USERNAME_PATTERN, {
  error: 'validation.username.charset',
});

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function checkEmail(value: string): string | null {
  const at = value.lastIndexOf('@');
  if (at < 1 || !EMAIL_PATTERN.test(value)) return 'validation.email.format';
  if (at > LIMITS.emailLocalMax) return 'validation.email.localTooLong';
  if (value.length - at - 1 > LIMITS.emailDomainMax) return 'validation.email.domainTooLong';
  return null;
}

export const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .superRefine((value, ctx) => {
    const problem = checkEmail(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Password: at least 10 characters with upper and lower case, digit and symbol. */
export function checkPassword(value: string): string | null {
  if (value.length < LIMITS.passwordMin) return 'validation.password.length';
  if (value.length > LIMITS.passwordMax) return 'validation.tooLong';
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/[0-9]/.test(value) || !/[^A-Za-z0-9]/.test(value)) {
    return 'validation.password.strength';
  }
  return null;
}

export const password = z.string({ error: 'validation.required' }).superRefine((value, ctx) => {
  const problem = checkPassword(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A new password with its confirmation; the confirmation must equal it. */
export const newPasswordPair = {
  password,
  confirmPassword: z.string({ error: 'validation.required' }),
};
export function refineConfirm<T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.confirm' });
  }
}

export const id = z.uuid({ error: 'validation.id' });
export const idList = z
  .array(id)
  .min(1, { error: 'validation.selectAtLeastOne' })
  .max(LIMITS.batchMax, { error: 'validation.tooMany' });
export const idsBody = z.strictObject({ ids: idList });
export const idParams = z.strictObject({ id });

/** Dates as YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: 'validation.date' });

import { ERROR_CODES, type ErrorCode } from '@portal/contracts';

export interface ErrorIssue {
  path: string;
  /** i18n key or text; translated when the envelope is written. */
  message: string;
  params?: Record<string, unknown>;
}

/**
 * The one error type services throw. `messageKey` is an i18n key; without it the catalogue
 * text `error.<code>` is used. The HTTP status comes from the code.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey?: string,
    readonly params?: Record<string, unknown>,
    readonly extra: { issues?: ErrorIssue[]; retryAfter?: number } = {},
  ) {
    super(messageKey ?? code);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (key?: string) => new AppError('NOT_FOUND', key);
export const conflict = (key: string, params?: Record<string, unknown>) => new AppError('CONFLICT', key, params);
export const forbidden = () => new AppError('FORBIDDEN');
export const unauthorized = () => new AppError('UNAUTHORIZED');
/** A 400 about one field, shown next to that field by forms. */
export const invalidField = (path: string, key: string, params?: Record<string, unknown>) =>
  new AppError('VALIDATION', key, params, { issues: [{ path, message: key, params }] });
export const tooManyRequests = (retryAfter: number) =>
  new AppError('TOO_MANY_REQUESTS', undefined, { seconds: retryAfter }, { retryAfter });

/** Maps a bare HTTP status (from Fastify or a plugin) to the catalogue code. */
export function codeForStatus(status: number): ErrorCode {
  // The first code listed for a status is its generic one (BAD_REQUEST before VALIDATION...).
  const found = (Object.keys(ERROR_CODES) as ErrorCode[]).find((code) => ERROR_CODES[code] === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

import { z } from 'zod';

/** Error codes of the API, each with its HTTP status. The message is localised from `error.<code>`. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  CODE_INVALID: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  TIMEOUT: 408,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  NO_LICENSE: 555,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const errorIssue = z.object({ path: z.string(), message: z.string() });

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    code: z.string(),
    message: z.string(),
    logId: z.string(),
    issues: z.array(errorIssue).optional(),
    retryAfter: z.number().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** Paged lists: every list endpoint takes these and answers with `page<T>`. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(100).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  deleted: z.enum(['true', 'false']).optional(),
});
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const empty = z.object({}).meta({ id: 'Empty' });
export const countResult = z.object({ count: z.number().int() }).meta({ id: 'CountResult' });

export const importResult = z
  .object({ created: z.number().int(), updated: z.number().int(), failed: z.number().int(), errors: z.array(errorIssue) })
  .meta({ id: 'ImportResult' });

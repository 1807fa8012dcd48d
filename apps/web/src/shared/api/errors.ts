import type { AxiosError } from 'axios';

/** A failed API call, with what the error page and forms need. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string,
    readonly logId: string | null,
    readonly api: string | null,
    readonly issues: { path: string; message: string }[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

interface Envelope {
  success: false;
  code: string;
  message: string;
  logId: string;
  issues?: { path: string; message: string }[];
  retryAfter?: number;
}

const isEnvelope = (v: unknown): v is Envelope =>
  !!v && typeof v === 'object' && (v as Envelope).success === false && typeof (v as Envelope).code === 'string';

/**
 * Turns anything thrown by an API call into an ApiError. The server's message is already
 * localised; for failures without an envelope (network, timeout) `t` gives the catalogue text.
 */
export function toApiError(err: unknown, t: (key: string) => string = (k) => k): ApiError {
  if (err instanceof ApiError) return err;
  const ax = err as AxiosError & { error?: unknown };
  const body = ax?.response?.data ?? ax?.error;
  const status = ax?.response?.status ?? null;
  const api = ax?.config?.url ? `${(ax.config.method ?? 'get').toUpperCase()} ${ax.config.url}` : null;
  if (isEnvelope(body)) return new ApiError(body.message, status, body.code, body.logId, api, body.issues ?? [], body.retryAfter);
  if (ax?.code === 'ERR_CANCELED') return new ApiError(t('error.canceled'), null, 'CANCELED', null, api);
  if (ax?.code === 'ECONNABORTED' || ax?.code === 'ETIMEDOUT') return new ApiError(t('error.timeout'), null, 'TIMEOUT', null, api);
  if (ax?.code === 'ERR_NETWORK') return new ApiError(t('error.network'), null, 'NETWORK', null, api);
  if (status) return new ApiError(t(`error.status.${status}`), status, 'HTTP', null, api);
  return new ApiError(t('error.unknown'), null, 'UNKNOWN', null, api);
}

/**
 * Awaits a generated SDK call and returns `data` from the success envelope, or throws ApiError.
 * Usage: `const me = await call(getMe())`.
 */
export async function call<T>(request: Promise<{ data?: { data: T } | undefined; error?: unknown }>): Promise<T> {
  const res = await request;
  if (res.error !== undefined || !res.data) throw toApiError(res);
  return res.data.data;
}

import i18next from 'i18next';
import { toApiError } from '@/shared/api/errors';

/** What the error page shows and what the feedback action sends. */
export interface ErrorReport {
  message: string;
  logId: string | null;
  /** ISO time the error happened. */
  time: string;
  /** "METHOD /api/..." of the failed call, when it was a call. */
  api: string | null;
  /** The page the user was on. */
  path: string;
}

/** Builds a report from anything thrown: an API failure keeps its log id and API. */
export function reportFrom(error: unknown): ErrorReport {
  const isApi = !!error && typeof error === 'object' && ('response' in error || 'status' in error || 'isAxiosError' in error);
  const api = isApi ? toApiError(error, (k) => i18next.t(k)) : null;
  const message = api?.message ?? (error instanceof Error ? error.message : String(error ?? ''));
  return {
    message: message || i18next.t('error.unknown'),
    logId: api?.logId ?? null,
    time: new Date().toISOString(),
    api: api?.api ?? null,
    path: window.location.pathname + window.location.search,
  };
}

export const isErrorReport = (value: unknown): value is ErrorReport =>
  !!value && typeof value === 'object' && typeof (value as ErrorReport).time === 'string' && typeof (value as ErrorReport).path === 'string';

/** Plain-text form of a report, for the clipboard and the feedback e-mail. */
export function reportText(report: ErrorReport, t: (key: string) => string): string {
  return [
    `${t('page.error.message')}: ${report.message}`,
    `${t('page.error.logId')}: ${report.logId ?? '-'}`,
    `${t('page.error.time')}: ${report.time}`,
    `${t('page.error.api')}: ${report.api ?? '-'}`,
    `${t('page.error.path')}: ${report.path}`,
    `${t('page.error.browser')}: ${navigator.userAgent}`,
  ].join('\n');
}

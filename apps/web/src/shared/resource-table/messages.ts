import type { FormInstance } from 'antd';
import { ApiError } from '@/shared/api/errors';

/**
 * The text to show for a failed operation: the server's own (localised) message when it sent
 * one, otherwise the spec's "... failed, please try again later".
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.logId && err.message) return err.message;
  return fallback;
}

/**
 * Puts the server's field issues next to the form fields they name.
 * Returns true when at least one issue found its field.
 */
export function applyIssues(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof ApiError) || !err.issues.length) return false;
  const known = new Set(form.getFieldsError().map((f) => f.name.join('.')));
  const byField = new Map<string, string[]>();
  for (const issue of err.issues) {
    const path = issue.path.replace(/^body\./, '');
    if (!known.has(path)) continue;
    byField.set(path, [...(byField.get(path) ?? []), issue.message]);
  }
  if (!byField.size) return false;
  form.setFields([...byField].map(([path, errors]) => ({ name: path.split('.'), errors })));
  const first = [...byField.keys()][0];
  form.scrollToField(first.split('.'));
  return true;
}

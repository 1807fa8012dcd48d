import type { FormInstance } from 'antd';
import type { ApiError } from '../api/errors';

/**
 * Puts the server's field errors (`issues`, already localised) next to the named fields of
 * `form`. Returns true when at least one issue matched one of `fieldNames`.
 */
export function applyIssues(form: FormInstance, error: ApiError, fieldNames: readonly string[]): boolean {
  const fields = error.issues
    .map((issue) => ({ name: issue.path.split('.')[0], errors: [issue.message] }))
    .filter((f) => fieldNames.includes(f.name));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}

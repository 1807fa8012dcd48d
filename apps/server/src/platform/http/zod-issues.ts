import { isMessageKey } from '@portal/i18n';
import type { ErrorIssue } from './errors.js';

interface RawIssue {
  keyword?: string;
  code?: string;
  instancePath?: string;
  path?: (string | number)[];
  message: string;
  params?: Record<string, unknown>;
}

/**
 * Turns a zod issue into an i18n key with parameters. Contract schemas carry their own keys
 * as messages; zod's built-in messages are mapped by issue code.
 */
export function toIssue(raw: RawIssue, context?: string): ErrorIssue {
  const code = raw.keyword ?? raw.code ?? '';
  const params = raw.params ?? {};
  const basePath = raw.instancePath ? raw.instancePath.replace(/^\//, '').replace(/\//g, '.') : (raw.path ?? []).join('.');
  const path = basePath || context || '';
  if (isMessageKey(raw.message)) {
    return { path, message: raw.message, params: code === 'too_big' ? { max: params.maximum } : undefined };
  }
  switch (code) {
    case 'unrecognized_keys': {
      const keys = (params.keys as string[] | undefined) ?? [];
      return { path: keys[0] ?? path, message: 'validation.unknownField', params: { field: keys.join(', ') } };
    }
    case 'invalid_type':
      return { path, message: params.input === undefined ? 'validation.required' : 'validation.invalidType' };
    case 'too_big':
      return { path, message: params.origin === 'array' ? 'validation.tooMany' : 'validation.tooLong', params: { max: params.maximum } };
    case 'too_small':
      return { path, message: params.origin === 'array' ? 'validation.selectAtLeastOne' : 'validation.required' };
    case 'invalid_value':
      return { path, message: 'validation.enum' };
    default:
      return { path, message: 'validation.invalid' };
  }
}

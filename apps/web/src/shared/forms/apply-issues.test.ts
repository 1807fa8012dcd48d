import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError } from '../api/errors';
import { applyIssues } from './apply-issues';

/** Just what applyIssues touches of an antd form. */
function fakeForm() {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
}

const failure = (issues: { path: string; message: string }[]) =>
  new ApiError('Validation failed', 400, 'VALIDATION', 'log-1', 'POST /api/x', issues);

describe('applyIssues', () => {
  it('puts an issue next to the field it names and reports it placed', () => {
    const { form, setFields } = fakeForm();
    expect(applyIssues(form, failure([{ path: 'email', message: 'Invalid e-mail' }]), ['email', 'code'])).toBe(true);
    expect(setFields).toHaveBeenCalledTimes(1);
    expect(setFields).toHaveBeenCalledWith([{ name: 'email', errors: ['Invalid e-mail'] }]);
  });

  it('places a nested path on its top-level field', () => {
    const { form, setFields } = fakeForm();
    expect(applyIssues(form, failure([{ path: 'password.length', message: 'Too short' }]), ['password'])).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'password', errors: ['Too short'] }]);
  });

  it('places only the issues of listed fields', () => {
    const { form, setFields } = fakeForm();
    const error = failure([
      { path: 'account', message: 'Unknown account' },
      { path: 'captchaId', message: 'Expired' },
      { path: 'password', message: 'Wrong password' },
    ]);
    expect(applyIssues(form, error, ['account', 'password'])).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      { name: 'account', errors: ['Unknown account'] },
      { name: 'password', errors: ['Wrong password'] },
    ]);
  });

  it('leaves the form alone and says so when no issue names a listed field', () => {
    const { form, setFields } = fakeForm();
    expect(applyIssues(form, failure([{ path: 'captchaId', message: 'Expired' }]), ['account'])).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });

  it('does not take a field whose name only starts like a listed one', () => {
    const { form, setFields } = fakeForm();
    expect(applyIssues(form, failure([{ path: 'emailVerified', message: 'No' }]), ['email'])).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });

  it('returns false for a failure without issues (network, server error...)', () => {
    const { form, setFields } = fakeForm();
    expect(applyIssues(form, new ApiError('Network error', null, 'NETWORK', null, null), ['email'])).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });
});

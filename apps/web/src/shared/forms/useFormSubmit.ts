import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '../api/errors';
import { applyIssues } from './apply-issues';

interface Options<Values> {
  form: FormInstance<Values>;
  /** The fields a server issue may be shown next to; any other failure becomes a form-level message. */
  fields: readonly string[];
  /** The request and whatever follows its success (toast, reset, navigation...). */
  run: (values: Values) => Promise<void>;
  /** Where a form-level message goes instead of `error` (e.g. a toast, for forms without an alert). */
  showError?: (message: string) => void;
  /**
   * Keeps the button busy after success: a sign-in form is about to be left, and a button that
   * came back to life in between would invite a second submit.
   */
  busyAfterSuccess?: boolean;
  /** Runs after each failure, once the issues are placed (e.g. a single-use image code must be renewed). */
  onFailure?: (error: ApiError) => void;
}

/**
 * The submit cycle the user-facing forms share: a busy flag, the server's field issues placed on
 * the fields they name, and everything else as one form-level message.
 */
export function useFormSubmit<Values>({ form, fields, run, showError, busyAfterSuccess = false, onFailure }: Options<Values>) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      await run(values);
      if (!busyAfterSuccess) setSubmitting(false);
    } catch (err) {
      const apiError = toApiError(err, t);
      if (!applyIssues(form, apiError, fields)) (showError ?? setError)(apiError.message);
      onFailure?.(apiError);
      setSubmitting(false);
    }
  };

  /** For the form's onValuesChange: once the user edits again, the last message no longer applies. */
  const clearError = () => setError(null);

  return { submit, submitting, error, clearError };
}

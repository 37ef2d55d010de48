import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useTranslateServerMessage } from './serverMessages';

export type FieldMessages<F extends string> = Partial<Record<F, string | undefined>>;

/**
 * One submit path for the account forms: the form's own checks first (any message stops it),
 * then the call; a failure becomes the server's field messages (translated when we know them)
 * for the fields the form has, else one message for the whole form (network, unexpected).
 * `fields` must be a constant.
 */
export function useFormSubmit<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation();
  const serverMessage = useTranslateServerMessage();
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return setFormError(t('common.unexpectedError'));
      if (error.isNetworkError) return setFormError(t('common.networkError'));
      const found: FieldMessages<F> = {};
      for (const field of fields) if (error.errors[field]) found[field] = serverMessage(error.errors[field]);
      setErrors(found);
      if (!Object.keys(found).length) setFormError(serverMessage(error.message));
    },
    [fields, serverMessage, t],
  );

  /** Resolves true when the checks passed and the call succeeded. */
  const submit = useCallback(
    async (checks: FieldMessages<F>, call: () => Promise<unknown>): Promise<boolean> => {
      setFormError('');
      setErrors(checks);
      if (Object.values(checks).some(Boolean)) return false;
      setBusy(true);
      try {
        await call();
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  const clear = useCallback((field: F) => setErrors((e) => ({ ...e, [field]: undefined })), []);
  const reset = useCallback(() => {
    setErrors({});
    setFormError('');
  }, []);

  return { errors, formError, busy, submit, clear, reset };
}

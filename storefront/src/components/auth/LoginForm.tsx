import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { checkEmail, checkPassword, type ValidationKey } from '../../session/validation';
import { EmailField } from '../EmailField';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { PasswordInput } from '../PasswordInput';
import { useTranslateServerMessage } from '../serverMessages';
import { useAfterSignIn } from './useAfterSignIn';

interface Errors {
  email?: string;
  password?: string;
}

/**
 * The shared login form (spec 2.10, 5): on /login and on the vendor and service-provider pages.
 * Everyone signs in here; where they land depends on their role (see useAfterSignIn).
 */
interface LoginFormProps {
  fallback?: string;
  submitLabel?: string;
  /** Shows 'Forgot your password?', which hands over the address typed so far. */
  onForgotPassword?: (email: string) => void;
}

export function LoginForm({ fallback = '/', submitLabel, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const serverMessage = useTranslateServerMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const msg = (key: ValidationKey | undefined) => (key ? t(key) : undefined);
    const found: Errors = { email: msg(checkEmail(email)), password: msg(checkPassword(password)) };
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      afterSignIn(await login(email.trim(), password), fallback);
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) return setFormError(t('common.unexpectedError'));
      if (error.isNetworkError) return setFormError(t('common.networkError'));
      if (error.status === 401) return setFormError(serverMessage(error.message || t('auth.login.invalidCredentials')));
      if (Object.keys(error.errors).length) setErrors({ email: error.errors.email && serverMessage(error.errors.email), password: error.errors.password && serverMessage(error.errors.password) });
      setFormError(serverMessage(error.message) || t('auth.login.failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      {formError && (
        <div className="alert alert--error" role="alert" data-testid="login-error">
          <Icon name="alert" size={20} />
          <p>{formError}</p>
        </div>
      )}
      <EmailField label={t('auth.fields.email')} value={email} onChange={setEmail} error={errors.email} testId="login-email" />
      <Field label={t('auth.fields.password')} error={errors.password} testId="login-password">
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="login-password" />
        )}
      </Field>
      {onForgotPassword && (
        <p className="auth__forgot">
          <button type="button" className="link-button" onClick={() => onForgotPassword(email.trim())} data-testid="forgot-password">
            {t('account.recovery.link')}
          </button>
        </p>
      )}
      <button type="submit" className="btn btn--block" disabled={submitting} data-testid="login-submit">
        {submitting ? t('auth.login.submitting') : (submitLabel ?? t('auth.login.submit'))}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { checkEmail, checkPassword, type ValidationKey } from '../../session/validation';
import { EmailField } from '../EmailField';
import { Field } from '../Field';
import { afterEdit } from '../fieldErrors';
import { Icon } from '../Icon';
import { PasswordInput } from '../PasswordInput';
import { useTranslateServerMessage } from '../serverMessages';
import { useAfterSignIn } from './useAfterSignIn';

/** The fields' messages and the banner's (`form`). */
type Messages = { email?: string; password?: string; form?: string };

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
  const [messages, setMessages] = useState<Messages>({});
  const [submitting, setSubmitting] = useState(false);
  const setFormError = (form: string) => setMessages((m) => ({ ...m, form }));
  /** A corrected field loses its message, and the banner goes with the last one it spoke of (fieldErrors.ts). */
  const edited = (field: 'email' | 'password') => setMessages((m) => afterEdit(m, field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const msg = (key: ValidationKey | undefined) => (key ? t(key) : undefined);
    const found: Messages = { email: msg(checkEmail(email)), password: msg(checkPassword(password)) };
    setMessages(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      afterSignIn(await login(email.trim(), password), fallback);
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) return setFormError(t('common.unexpectedError'));
      if (error.isNetworkError) return setFormError(t('common.networkError'));
      if (error.status === 401) return setFormError(serverMessage(error.message || t('auth.login.invalidCredentials')));
      const form = serverMessage(error.message) || t('auth.login.failed');
      setMessages({ email: error.errors.email && serverMessage(error.errors.email), password: error.errors.password && serverMessage(error.errors.password), form });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      {messages.form && (
        <div className="alert alert--error" role="alert" data-testid="login-error">
          <Icon name="alert" size={20} />
          <p>{messages.form}</p>
        </div>
      )}
      <EmailField
        label={t('auth.fields.email')}
        value={email}
        onChange={(next) => {
          setEmail(next);
          edited('email');
        }}
        error={messages.email}
        testId="login-email"
      />
      <Field label={t('auth.fields.password')} error={messages.password} testId="login-password">
        {(control) => (
          <PasswordInput
            {...control}
            reveals="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              edited('password');
            }}
            data-testid="login-password"
          />
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

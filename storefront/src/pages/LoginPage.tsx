import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { login } from '../api/auth';
import { ApiError } from '../api/client';
import { Field } from '../components/Field';
import { Icon } from '../components/Icon';
import { PasswordInput } from '../components/PasswordInput';
import { usePageTitle } from '../components/usePageTitle';
import { TOP_BAR_TOAST_MS, useToast } from '../layout/Toast';
import { DASHBOARD_PATH } from '../session/dashboards';
import { useSession } from '../session/SessionContext';
import { isSafeRedirect, takeRedirectTarget } from '../session/sessionStorage';
import { checkEmail, checkPassword, type ValidationKey } from '../session/validation';
import { AuthLayout } from './AuthLayout';

interface Errors {
  email?: string;
  password?: string;
}

/** /login: e-mail and password; on success, to the stored redirect target (checkout first) or home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { session, signIn } = useSession();
  const { notify } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  usePageTitle(t('auth.login.title'));

  const fromState = (location.state as { from?: string } | null)?.from;

  // Signed in already with a pending destination: go straight there (spec 2.10).
  useEffect(() => {
    if (!session || submitting) return;
    const target = takeRedirectTarget();
    if (target) {
      notify({ title: t('toast.loginSuccessful.title'), duration: TOP_BAR_TOAST_MS });
      navigate(target, { replace: true });
    }
  }, [session, submitting, navigate, notify, t]);

  const validate = (): Errors => {
    const msg = (key: ValidationKey | undefined) => (key ? t(key) : undefined);
    return { email: msg(checkEmail(email)), password: msg(checkPassword(password)) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const found = validate();
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      const auth = await login(email.trim(), password);
      const stored = takeRedirectTarget();
      signIn(auth);
      if (stored) notify({ title: t('toast.loginSuccessful.title'), description: t('toast.loginSuccessful.description'), duration: TOP_BAR_TOAST_MS });
      navigate(stored ?? (isSafeRedirect(fromState) ? fromState : '/'), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) return setFormError(t('common.unexpectedError'));
      if (error.isNetworkError) return setFormError(t('common.networkError'));
      if (error.status === 401) return setFormError(t('auth.login.invalidCredentials'));
      if (Object.keys(error.errors).length) setErrors({ email: error.errors.email, password: error.errors.password });
      setFormError(error.message || t('auth.login.failed'));
    }
  };

  if (session && !submitting) {
    return (
      <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.alreadySignedIn', { name: session.user.name || session.user.email })}>
        <div className="auth__signed-in">
          <Link to={DASHBOARD_PATH[session.user.role]} className="btn">
            <Icon name="dashboard" size={18} /> {t(`topBar.dashboard.${session.user.role}`)}
          </Link>
          <Link to="/" className="btn btn--outline">
            {t('common.backHome')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} noValidate data-testid="login-form">
        {formError && (
          <div className="alert alert--error" role="alert" data-testid="login-error">
            <Icon name="alert" size={20} />
            <p>{formError}</p>
          </div>
        )}
        <Field label={t('auth.fields.email')} error={errors.email} testId="login-email">
          {(control) => (
            <input
              {...control}
              type="email"
              className="input"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              data-testid="login-email"
            />
          )}
        </Field>
        <Field label={t('auth.fields.password')} error={errors.password} testId="login-password">
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="login-password"
            />
          )}
        </Field>
        <button type="submit" className="btn btn--block" disabled={submitting} data-testid="login-submit">
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p className="auth__switch">
        {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.createAccount')}</Link>
      </p>
    </AuthLayout>
  );
}

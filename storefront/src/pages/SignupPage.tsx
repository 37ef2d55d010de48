import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { signup } from '../api/auth';
import { ApiError } from '../api/client';
import { Field } from '../components/Field';
import { Icon } from '../components/Icon';
import { PasswordInput } from '../components/PasswordInput';
import { usePageTitle } from '../components/usePageTitle';
import { TOP_BAR_TOAST_MS, useToast } from '../layout/Toast';
import { useSession } from '../session/SessionContext';
import { takeRedirectTarget } from '../session/sessionStorage';
import { checkEmail, checkName, checkPassword, checkPhone, normalisePhone, type ValidationKey } from '../session/validation';
import { AuthLayout } from './AuthLayout';

type FieldName = 'name' | 'email' | 'phone' | 'password';
type Errors = Partial<Record<FieldName, string>>;

/** /signup: a customer account (name, e-mail, phone, password) via POST /api/auth/signup. */
export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { notify } = useToast();
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ title: string; detail?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  usePageTitle(t('auth.signup.title'));

  const set = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const msg = (key: ValidationKey | undefined) => (key ? t(key) : undefined);
    const found: Errors = {
      name: msg(checkName(values.name)),
      email: msg(checkEmail(values.email)),
      phone: msg(checkPhone(values.phone)),
      password: msg(checkPassword(values.password)),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const auth = await signup({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: normalisePhone(values.phone),
        password: values.password,
      });
      const stored = takeRedirectTarget();
      signIn(auth);
      notify({ title: t('auth.signup.successTitle'), description: t('auth.signup.successText', { name: auth.user.name }), duration: TOP_BAR_TOAST_MS });
      navigate(stored ?? '/', { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) return setFormError({ title: t('auth.signup.failed'), detail: t('common.unexpectedError') });
      if (error.isNetworkError) return setFormError({ title: t('auth.signup.failed'), detail: t('common.networkError') });
      const fieldErrors: Errors = {};
      for (const field of ['name', 'email', 'phone', 'password'] as const) {
        if (error.errors[field]) fieldErrors[field] = error.errors[field];
      }
      if (error.status === 409 && !fieldErrors.email) fieldErrors.email = error.message;
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setFormError({ title: t('auth.signup.failed'), detail: error.message });
    }
  };

  return (
    <AuthLayout title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <form onSubmit={submit} noValidate data-testid="signup-form">
        {formError && (
          <div className="alert alert--error" role="alert" data-testid="signup-error">
            <Icon name="alert" size={20} />
            <div>
              <p>
                <strong>{formError.title}</strong>
              </p>
              {formError.detail && <p>{formError.detail}</p>}
            </div>
          </div>
        )}
        <Field label={t('auth.fields.name')} error={errors.name} testId="signup-name">
          {(control) => <input {...control} className="input" autoComplete="name" value={values.name} onChange={set('name')} data-testid="signup-name" />}
        </Field>
        <Field label={t('auth.fields.email')} error={errors.email} testId="signup-email">
          {(control) => (
            <input {...control} type="email" className="input" autoComplete="email" value={values.email} onChange={set('email')} data-testid="signup-email" />
          )}
        </Field>
        <Field label={t('auth.fields.phone')} error={errors.phone} hint={t('auth.fields.phoneHint')} testId="signup-phone">
          {(control) => (
            <input
              {...control}
              type="tel"
              className="input"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              value={values.phone}
              onChange={set('phone')}
              data-testid="signup-phone"
            />
          )}
        </Field>
        <Field label={t('auth.fields.password')} error={errors.password} hint={t('auth.fields.passwordHint')} testId="signup-password">
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" value={values.password} onChange={set('password')} data-testid="signup-password" />
          )}
        </Field>
        <button type="submit" className="btn btn--block" disabled={submitting} data-testid="signup-submit">
          {submitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </button>
        <p className="field__hint auth__terms">
          <Trans i18nKey="auth.signup.terms" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
        </p>
      </form>
      <p className="auth__switch">
        {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.signup.login')}</Link>
      </p>
    </AuthLayout>
  );
}

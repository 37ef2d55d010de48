import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { signup } from '../../api/auth';
import { ApiError } from '../../api/client';
import { signupProvider } from '../../api/onboarding';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { openBackOffice } from '../../session/backOffice';
import { useSession } from '../../session/SessionContext';
import { checkEmail, checkName, checkPassword, checkPhone, normalisePhone, type ValidationKey } from '../../session/validation';
import { Alert } from '../Alert';
import { Field } from '../Field';
import { OnboardingSuccess } from '../onboarding/OnboardingSuccess';
import { PasswordInput } from '../PasswordInput';
import { isPhoneProven, PhoneVerifyField, type PhoneProof } from '../phone/PhoneVerifyField';
import { useTranslateServerMessage } from '../serverMessages';
import { useAfterSignIn } from './useAfterSignIn';

type FieldName = 'name' | 'email' | 'phone' | 'password' | 'expertise';
type Errors = Partial<Record<FieldName, string>>;
const FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'password', 'expertise'];

/** The 'required' messages the credentials banner already states, per field. */
const COVERED_BY_BANNER: { field: FieldName; key: ValidationKey }[] = [
  { field: 'email', key: 'auth.validation.emailRequired' },
  { field: 'phone', key: 'auth.validation.phoneRequired' },
];

/** How long the success message stays before the back office opens. */
const BACK_OFFICE_DELAY_MS = 1200;

interface AccountSignupFormProps {
  /** customer: POST /api/auth/signup; provider: POST /api/providers/signup with the expertise field. */
  kind: 'customer' | 'provider';
}

/**
 * The shared sign-up form (spec 2.10, 5): name, e-mail, a phone verified by OTP and a password;
 * service providers add 'Expertise / Service Area'. The phone must be verified before submitting.
 */
export function AccountSignupForm({ kind }: AccountSignupFormProps) {
  const { t } = useTranslation();
  const { notify } = useToast();
  const { signIn } = useSession();
  const afterSignIn = useAfterSignIn();
  const serverMessage = useTranslateServerMessage();
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', email: '', phone: '', password: '', expertise: '' });
  const [proof, setProof] = useState<PhoneProof | null>(null);
  /** Set by the first Create: from then on every field is checked as it is now, on each change. */
  const [attempted, setAttempted] = useState(false);
  /** What the server refused, per field; a field's own goes when that field changes. */
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ title: string; detail?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);
  const bannerId = useId();
  const provider = kind === 'provider';
  const failedTitle = provider ? t('providerForm.failed') : t('auth.signup.failed');

  const set = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    forget(field);
  };

  const forget = (field: FieldName) => setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const validate = (): Errors => {
    const msg = (key: ValidationKey | undefined) => (key ? t(key) : undefined);
    const found: Errors = {
      name: msg(checkName(values.name)),
      email: msg(checkEmail(values.email)),
      phone: msg(checkPhone(values.phone)),
      password: msg(checkPassword(values.password)),
    };
    if (!found.phone && !isPhoneProven(values.phone, proof)) found.phone = t('auth.validation.verifyPhoneFirst');
    if (provider && !values.expertise.trim()) found.expertise = t('providerForm.validation.expertiseRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setAttempted(true);
    setServerErrors({});
    if (Object.values(validate()).some(Boolean)) {
      // After the render that marks the fields: focus the first one (scroll-padding keeps it below the sticky header).
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    const phone = normalisePhone(values.phone);
    const base = { name: values.name.trim(), email: values.email.trim(), phone, password: values.password, phoneVerificationToken: proof?.token };
    try {
      if (provider) {
        const auth = await signupProvider({ ...base, expertise: values.expertise.trim() });
        signIn({ ...auth, user: { ...auth.user, phone } });
        setCreated(true);
        notify({ title: t('providerForm.success'), description: t('providerForm.successText'), duration: TOP_BAR_TOAST_MS });
        window.setTimeout(openBackOffice, BACK_OFFICE_DELAY_MS);
      } else {
        const auth = await signup(base);
        // A new account's welcome, also when it goes on to a pending checkout (not 'Welcome back').
        afterSignIn({ ...auth, user: { ...auth.user, phone } }, undefined, { title: t('auth.signup.successTitle'), description: t('auth.signup.successText', { name: auth.user.name }) });
      }
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) return setFormError({ title: failedTitle, detail: t('common.unexpectedError') });
      if (error.isNetworkError) return setFormError({ title: failedTitle, detail: t('common.networkError') });
      const fieldErrors: Errors = {};
      for (const field of FIELDS) if (error.errors[field]) fieldErrors[field] = serverMessage(error.errors[field]);
      if (error.status === 409 && !fieldErrors.email) fieldErrors.email = serverMessage(error.message);
      // The server no longer accepts the phone proof (expired after 30 minutes): verify again.
      if (fieldErrors.phone) setProof(null);
      setServerErrors(fieldErrors);
      const fallback = provider ? t('providerForm.failedDefault') : undefined;
      setFormError({ title: failedTitle, detail: Object.keys(fieldErrors).length ? undefined : serverMessage(error.message) || fallback });
    }
  };

  // Each message is the field's state now (once Create was pressed), or what the server said of it until it changes.
  const checked = attempted ? validate() : {};
  const errors: Errors = Object.fromEntries(FIELDS.map((field) => [field, serverErrors[field] ?? checked[field]]));
  // Spec 5: sign-up needs an e-mail or a phone, and a password. The banner shows while neither an
  // e-mail nor a phone is given (the one thing a field message cannot say); the two fields are
  // then marked and described by the banner, not told again that they are required. The password keeps its own message.
  const noContact = attempted && !values.email.trim() && !values.phone.trim();
  const coveredByBanner = noContact ? COVERED_BY_BANNER.filter(({ field, key }) => errors[field] === t(key)).map(({ field }) => field) : [];
  // A failure that only says the fields were refused (no detail of its own) goes with the last of their messages.
  const failed = formError && (formError.detail || FIELDS.some((field) => errors[field])) ? formError : null;
  const banner = failed ?? (noContact ? { title: t('auth.validation.credentialsRequired'), detail: undefined } : null);
  const shown = (field: FieldName) =>
    coveredByBanner.includes(field) ? { invalidBy: bannerId, error: undefined } : { error: errors[field] };

  if (created) {
    return (
      <OnboardingSuccess title={t('providerForm.success')} testId="signup-success">
        <p>{t('providerForm.successText')}</p>
      </OnboardingSuccess>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid={provider ? 'provider-signup-form' : 'signup-form'}>
      {banner && (
        <Alert tone="error" title={banner.title} id={bannerId} testId="signup-error">
          {banner.detail && <p>{banner.detail}</p>}
        </Alert>
      )}
      <Field label={t('auth.fields.name')} error={errors.name} testId="signup-name">
        {(control) => <input {...control} className="input" autoComplete="name" value={values.name} onChange={set('name')} data-testid="signup-name" />}
      </Field>
      <Field label={t('auth.fields.email')} {...shown('email')} testId="signup-email">
        {(control) => <input {...control} type="email" className="input" autoComplete="email" value={values.email} onChange={set('email')} data-testid="signup-email" />}
      </Field>
      <PhoneVerifyField
        label={t('auth.fields.phone')}
        hint={t('auth.fields.phoneVerifyHint')}
        phone={values.phone}
        onPhoneChange={(phone) => {
          setValues((v) => ({ ...v, phone }));
          forget('phone');
        }}
        proof={proof}
        onProof={(next) => {
          setProof(next);
          if (next) forget('phone');
        }}
        {...shown('phone')}
      />
      {provider && (
        <Field label={t('providerForm.expertise')} error={errors.expertise} hint={t('providerForm.expertiseHint')} testId="provider-expertise">
          {(control) => (
            <input
              {...control}
              className="input"
              value={values.expertise}
              onChange={set('expertise')}
              placeholder={t('providerForm.expertisePlaceholder')}
              data-testid="provider-expertise"
            />
          )}
        </Field>
      )}
      <Field label={t('auth.fields.password')} {...shown('password')} hint={t('auth.fields.passwordHint')} testId="signup-password">
        {(control) => <PasswordInput {...control} reveals="password" autoComplete="new-password" value={values.password} onChange={set('password')} data-testid="signup-password" />}
      </Field>
      <button type="submit" className="btn btn--block" disabled={submitting} data-testid="signup-submit">
        {submitting ? t('auth.signup.submitting') : provider ? t('providerForm.submit') : t('auth.signup.submit')}
      </button>
      <p className="field__hint auth__terms">
        <Trans i18nKey="auth.signup.terms" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
      </p>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPassword, resetPassword } from '../../api/account';
import { login } from '../../api/auth';
import { checkEmail, checkPassword, type ValidationKey } from '../../session/validation';
import { Alert } from '../Alert';
import { EmailField } from '../EmailField';
import { Field } from '../Field';
import { PasswordInput } from '../PasswordInput';
import { RESEND_SECONDS } from '../phone/OtpDialog';
import { useFormSubmit } from '../useFormSubmit';
import { checkCode, OneTimeCodeField } from './OneTimeCodeField';
import { ResendCodeButton } from './ResendCodeButton';
import { useAfterSignIn } from './useAfterSignIn';
import { useCountdown } from './useCountdown';

type FieldName = 'email' | 'code' | 'password';
const FIELDS: readonly FieldName[] = ['email', 'code', 'password'];

interface PasswordRecoveryFormProps {
  /** The address typed on the sign-in form, if any. */
  initialEmail: string;
  fallback: string;
  onCancel: () => void;
}

/**
 * Forgotten password (issue 9): the address gets a 6-digit code (in development it lands in the
 * dev outbox), the code and a new password set it, every old session ends, and the person is
 * signed in with the new password.
 */
export function PasswordRecoveryForm({ initialEmail, fallback, onCancel }: PasswordRecoveryFormProps) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const resendWait = useCountdown();
  const { errors, formError, busy, submit, clear } = useFormSubmit(FIELDS);
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [values, setValues] = useState({ email: initialEmail, code: '', password: '' });
  const set = (field: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };
  const message = (key: ValidationKey | 'otp.codeIncomplete' | undefined) => (key ? t(key) : undefined);
  const email = values.email.trim();

  const sendCode = () =>
    submit({ email: message(checkEmail(values.email)) }, async () => {
      await forgotPassword(email);
      setStep('reset');
      resendWait.start(RESEND_SECONDS);
    });

  const reset = () =>
    submit({ code: message(checkCode(values.code)), password: message(checkPassword(values.password)) }, async () => {
      await resetPassword(email, values.code, values.password);
      afterSignIn(await login(email, values.password), fallback);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'request' ? sendCode() : reset());
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="recovery-form">
      {formError && <Alert tone="error" title={formError} testId="recovery-error" />}
      {step === 'reset' && (
        <Alert tone="info" title={t('account.recovery.sentTitle')} testId="recovery-sent">
          <p>{t('account.recovery.sentText', { email })}</p>
        </Alert>
      )}
      <EmailField label={t('auth.fields.email')} value={values.email} onChange={set('email')} error={errors.email} readOnly={step === 'reset'} testId="recovery-email" />
      {step === 'reset' && (
        <>
          <OneTimeCodeField label={t('account.recovery.code')} value={values.code} onChange={set('code')} error={errors.code} testId="recovery-code" autoFocus />
          <Field label={t('account.recovery.newPassword')} error={errors.password} hint={t('account.recovery.passwordHint')} testId="recovery-password">
            {(control) => (
              <PasswordInput {...control} reveals="newPassword" autoComplete="new-password" value={values.password} onChange={(e) => set('password')(e.target.value)} data-testid="recovery-password" />
            )}
          </Field>
        </>
      )}
      <button type="submit" className="btn btn--block" disabled={busy} data-testid="recovery-submit">
        {step === 'request' ? (busy ? t('otp.sending') : t('account.recovery.send')) : busy ? t('account.saving') : t('account.recovery.submit')}
      </button>
      <div className="auth__step-actions">
        {step === 'reset' && <ResendCodeButton wait={resendWait} disabled={busy} onClick={() => void sendCode()} testId="recovery-resend" />}
        <button type="button" className="link-button" onClick={onCancel} data-testid="recovery-cancel">
          {t('account.recovery.back')}
        </button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneLogin } from '../../api/account';
import { sendOtp } from '../../api/auth';
import { ApiError } from '../../api/client';
import { checkPhone, normalisePhone } from '../../session/validation';
import { Alert } from '../Alert';
import { Field } from '../Field';
import { RESEND_SECONDS } from '../phone/OtpDialog';
import { useFormSubmit } from '../useFormSubmit';
import { checkCode, OneTimeCodeField } from './OneTimeCodeField';
import { ResendCodeButton } from './ResendCodeButton';
import { useAfterSignIn } from './useAfterSignIn';
import { useCountdown } from './useCountdown';

type FieldName = 'phone' | 'code';
const FIELDS: readonly FieldName[] = ['phone', 'code'];

/**
 * Sign in with the phone (spec 7 'Phone login'): the number gets a 6-digit code by text (the
 * dev outbox in development), and the code signs in the account that verified that number.
 */
export function PhoneLoginForm({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const resendWait = useCountdown();
  const { errors, formError, busy, submit, reset } = useFormSubmit(FIELDS);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendCode = () => {
    const problem = checkPhone(phone);
    const target = normalisePhone(phone);
    return submit({ phone: problem && t(problem) }, async () => {
      try {
        const sent = await sendOtp(target);
        resendWait.start(sent.resendAfter ?? RESEND_SECONDS);
      } catch (error) {
        // Asked again within the resend wait: the code sent moments ago still works.
        if (!(error instanceof ApiError && error.status === 429 && error.retryAfter !== undefined && error.retryAfter <= RESEND_SECONDS)) throw error;
        resendWait.start(error.retryAfter);
      }
      setSentTo(target);
      setCode('');
    });
  };

  const signIn = () => {
    const problem = checkCode(code);
    return submit({ code: problem && t(problem) }, async () => afterSignIn(await phoneLogin(sentTo!, code), fallback));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (sentTo ? signIn() : sendCode());
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="phone-login-form">
      {formError && <Alert tone="error" title={formError} testId="phone-login-error" />}
      {sentTo && (
        <Alert tone="info" title={t('account.phoneLogin.sentTitle')} testId="phone-login-sent">
          <p>{t('account.phoneLogin.sentText', { phone: sentTo })}</p>
        </Alert>
      )}
      <Field label={t('auth.fields.phone')} error={errors.phone} hint={sentTo ? undefined : t('auth.fields.phoneHint')} testId="phone-login-phone">
        {(control) => (
          <input
            {...control}
            type="tel"
            className="input"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            value={phone}
            readOnly={!!sentTo}
            onChange={(e) => setPhone(e.target.value)}
            data-testid="phone-login-phone"
          />
        )}
      </Field>
      {sentTo && <OneTimeCodeField label={t('account.phoneLogin.code')} value={code} onChange={setCode} error={errors.code} testId="phone-login-code" autoFocus />}
      <button type="submit" className="btn btn--block" disabled={busy} data-testid="phone-login-submit">
        {sentTo ? (busy ? t('auth.login.submitting') : t('auth.login.submit')) : busy ? t('otp.sending') : t('account.phoneLogin.send')}
      </button>
      {sentTo && (
        <div className="auth__step-actions">
          <ResendCodeButton wait={resendWait} disabled={busy} onClick={() => void sendCode()} testId="phone-login-resend" />
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSentTo(null);
              setCode('');
              reset();
            }}
            data-testid="phone-login-change"
          >
            {t('account.phoneLogin.otherNumber')}
          </button>
        </div>
      )}
    </form>
  );
}

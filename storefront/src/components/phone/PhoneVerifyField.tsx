import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendOtp } from '../../api/auth';
import { ApiError } from '../../api/client';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { checkPhone, normalisePhone } from '../../session/validation';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { useTranslateServerMessage } from '../serverMessages';
import { OtpDialog, RESEND_SECONDS } from './OtpDialog';
import './Phone.css';

/** What a successful OTP check proves: this (normalised) phone, by this short-lived token. */
export interface PhoneProof {
  phone: string;
  token: string;
}

/** True when the proof covers the number now in the box. */
export function isPhoneProven(phone: string, proof: PhoneProof | null): proof is PhoneProof {
  return !!proof && proof.phone === normalisePhone(phone);
}

interface PhoneVerifyFieldProps {
  label: string;
  hint?: string;
  phone: string;
  onPhoneChange: (phone: string) => void;
  proof: PhoneProof | null;
  onProof: (proof: PhoneProof | null) => void;
  /** An error from the form's own checks or from the server. */
  error?: string;
  /** Invalid, with the reason shown elsewhere: that message's id (the form's banner; see Field). */
  invalidBy?: string;
  inputTestId?: string;
  name?: string;
  disabled?: boolean;
}

/** The server's answer to a second send within the 60-second wait (as opposed to an hourly cap). */
const RESEND_WAIT_MESSAGE = 'Please wait before requesting another code';

/** A 429 for the resend wait: a code went out moments ago, so the dialog can open to take it. */
function isResendWait(error: ApiError): boolean {
  // api.md promises `retryAfter` on 429s; when it is missing, the message tells the two cases apart.
  return error.retryAfter !== undefined ? error.retryAfter <= RESEND_SECONDS : error.message === RESEND_WAIT_MESSAGE;
}

interface OpenDialog {
  phone: string;
  resendAfter: number;
  notice?: { tone: 'info'; title: string; text: string };
}

/**
 * A phone box with a Verify button (spec 2.10): Verify texts a code and opens the OTP dialog;
 * a confirmed code marks the number verified with a green tick. The token lives only in the
 * form's memory, and editing the number afterwards withdraws it.
 */
export function PhoneVerifyField({ label, hint, phone, onPhoneChange, proof, onProof, error, invalidBy, inputTestId = 'phone-input', name, disabled }: PhoneVerifyFieldProps) {
  const { t } = useTranslation();
  const { notify } = useToast();
  const serverMessage = useTranslateServerMessage();
  const [sending, setSending] = useState(false);
  const [localError, setLocalError] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const verified = isPhoneProven(phone, proof);

  const change = (value: string) => {
    onPhoneChange(value);
    setLocalError('');
    if (proof && proof.phone !== normalisePhone(value)) onProof(null);
  };

  const verify = async () => {
    setLocalError('');
    const problem = checkPhone(phone);
    if (problem) return setLocalError(t(problem));
    const target = normalisePhone(phone);
    setSending(true);
    try {
      const sent = await sendOtp(target);
      setDialog({ phone: target, resendAfter: sent.resendAfter ?? RESEND_SECONDS });
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.isNetworkError) return setLocalError(t('otp.sendFailed'));
      if (failure.errors.phone) return setLocalError(serverMessage(failure.errors.phone));
      // Asked again within the resend wait: the code sent moments ago is still good, so let them type it.
      if (failure.status === 429 && isResendWait(failure)) {
        return setDialog({
          phone: target,
          resendAfter: failure.retryAfter ?? RESEND_SECONDS,
          notice: { tone: 'info', title: t('otp.alreadySent'), text: serverMessage(failure.message) },
        });
      }
      setLocalError(failure.status === 429 ? serverMessage(failure.message) : t('otp.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const shownError = localError || error;

  return (
    <>
      <Field label={label} error={shownError} invalidBy={invalidBy} hint={verified ? undefined : hint} testId={inputTestId}>
        {(control) => (
          <div ref={field} className={`phone-verify${verified ? ' phone-verify--verified' : ''}`}>
            <input
              {...control}
              type="tel"
              name={name}
              className="input phone-verify__input"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              value={phone}
              disabled={disabled}
              onChange={(e) => change(e.target.value)}
              data-testid={inputTestId}
            />
            {verified ? (
              <span className="phone-verify__badge" data-testid="phone-verified" role="status">
                <Icon name="checkCircle" size={20} />
                {t('otp.verified')}
              </span>
            ) : (
              <button type="button" className="btn btn--outline phone-verify__button" onClick={verify} disabled={sending || disabled} data-testid="verify-phone">
                {sending ? t('otp.sending') : t('otp.verify')}
              </button>
            )}
          </div>
        )}
      </Field>
      {dialog && (
        <OtpDialog
          phone={dialog.phone}
          resendAfter={dialog.resendAfter}
          initialNotice={dialog.notice}
          onClose={() => setDialog(null)}
          // Verify is disabled while the code is sent (the dialog then has no opener to go back to), and gone once verified.
          returnFocus={() => field.current?.querySelector<HTMLElement>('[data-testid="verify-phone"]:not(:disabled)') ?? field.current?.querySelector<HTMLElement>('input')}
          onVerified={(result) => {
            setDialog(null);
            onProof(result);
            notify({ title: t('otp.success'), description: t('otp.successText', { phone: result.phone }), duration: TOP_BAR_TOAST_MS });
          }}
        />
      )}
    </>
  );
}

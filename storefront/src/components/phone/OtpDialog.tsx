import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sendOtp, verifyOtp } from '../../api/auth';
import { ApiError } from '../../api/client';
import { Alert, type AlertTone } from '../Alert';
import { Icon } from '../Icon';
import { useTranslateServerMessage } from '../serverMessages';
import { useCountdown } from '../auth/useCountdown';
import { useModalDialog } from '../useModalDialog';
import type { PhoneProof } from './PhoneVerifyField';

export const OTP_LENGTH = 6;
export const RESEND_SECONDS = 60;

interface Notice {
  tone: AlertTone;
  title: string;
  text?: string;
}

interface OtpDialogProps {
  /** The normalised phone number the code was sent to. */
  phone: string;
  /** Seconds until Resend is allowed (60 after a fresh send, less when a code was sent moments ago). */
  resendAfter: number;
  /** A notice to show when the dialog opens (e.g. the server asked to wait before sending again). */
  initialNotice?: Notice;
  onClose: () => void;
  onVerified: (proof: PhoneProof) => void;
  /** Where focus goes on closing when the button that opened the dialog is gone or disabled. */
  returnFocus?: () => HTMLElement | null | undefined;
}

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The OTP dialog (spec 2.10, 4, 5): six one-digit boxes, a Resend button held back by a
 * 60-second countdown, a terms checkbox and Confirm. It is mounted only while open, so closing
 * it resets every piece of its state.
 */
export function OtpDialog({ phone, resendAfter, initialNotice, onClose, onVerified, returnFocus }: OtpDialogProps) {
  const { t } = useTranslation();
  const serverMessage = useTranslateServerMessage();
  // Modal while mounted; closed, focus goes back to the field's Verify button, or `returnFocus()` once that is gone (verified).
  const dialogRef = useModalDialog(returnFocus);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const titleId = useId();
  const codeErrorId = useId();
  const termsErrorId = useId();
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [codeError, setCodeError] = useState('');
  const [termsError, setTermsError] = useState('');
  const [notice, setNotice] = useState<Notice | undefined>(initialNotice);
  const resendWait = useCountdown(resendAfter);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const remaining = resendWait.remaining;

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from `index` on (typing one digit, or several from autofill or paste). */
  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!incoming) return;
    // Six digits at once is a whole code: it fills every box whichever box received it.
    const start = incoming.length === OTP_LENGTH ? 0 : index;
    setDigits((current) => {
      const next = [...current];
      for (let i = 0; i < incoming.length && start + i < OTP_LENGTH; i++) next[start + i] = incoming[i]!;
      return next;
    });
    setCodeError('');
    focusBox(Math.min(start + incoming.length, OTP_LENGTH - 1));
  };

  const onBoxChange = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (!value) {
      setDigits((current) => current.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (!typed) return; // letters and symbols are refused: the box keeps its digit
    // A box that already held a digit receives it plus the new one: keep the new one.
    const previous = digits[index] ?? '';
    const fresh = typed.length === 2 && previous && typed.startsWith(previous) ? typed.slice(1) : typed.length === 2 && previous && typed.endsWith(previous) ? typed.slice(0, 1) : typed;
    fill(index, fresh);
  };

  const onBoxKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        setDigits((current) => current.map((d, i) => (i === index ? '' : d)));
      } else if (index > 0) {
        setDigits((current) => current.map((d, i) => (i === index - 1 ? '' : d)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // One digit per box: typing replaces the box's digit and moves on (even when it is the same
      // digit, which an input event would not report); anything else is refused.
      event.preventDefault();
      if (/^\d$/.test(event.key)) fill(index, event.key);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const resend = async () => {
    setResending(true);
    setNotice(undefined);
    try {
      const sent = await sendOtp(phone);
      setDigits(EMPTY);
      setCodeError('');
      resendWait.start(sent.resendAfter ?? RESEND_SECONDS);
      setNotice({ tone: 'success', title: t('otp.resent'), text: t('otp.resentText', { phone }) });
      focusBox(0);
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter !== undefined) resendWait.start(error.retryAfter);
      const detail = error instanceof ApiError && !error.isNetworkError ? serverMessage(error.errors.phone ?? error.message) : t('common.networkError');
      setNotice({ tone: 'error', title: t('otp.resendFailed'), text: detail });
    } finally {
      setResending(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // React events bubble along the component tree, portal or not: keep this submit from the form around us.
    event.stopPropagation();
    setNotice(undefined);
    const code = digits.join('');
    const complete = /^\d{6}$/.test(code);
    setCodeError(complete ? '' : t('otp.codeIncomplete'));
    setTermsError(agreed ? '' : t('otp.termsRequired'));
    if (!complete) return focusBox(digits.findIndex((d) => !d));
    if (!agreed) return;
    setVerifying(true);
    try {
      const result = await verifyOtp(phone, code);
      onVerified({ phone: result.phone || phone, token: result.phoneVerificationToken });
    } catch (error) {
      setVerifying(false);
      if (!(error instanceof ApiError) || error.isNetworkError || error.status >= 500) {
        setNotice({ tone: 'error', title: t('otp.errorTitle'), text: t('otp.error') });
        return;
      }
      if (error.status === 429) {
        setNotice({ tone: 'error', title: t('otp.errorTitle'), text: serverMessage(error.message) });
        return;
      }
      setCodeError(serverMessage(error.errors.code ?? error.errors.phone ?? '') || t('otp.invalidCode'));
      setDigits(EMPTY);
      focusBox(0);
    }
  };

  // Portalled to <body>: the phone field usually sits inside another form, and forms cannot nest.
  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal-dialog otp-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="otp-dialog"
    >
      <form className="otp-dialog__body" onSubmit={confirm} noValidate>
        <div className="otp-dialog__head">
          <span className="otp-dialog__icon" aria-hidden="true">
            <Icon name="shield" size={24} />
          </span>
          <h2 id={titleId}>{t('otp.title')}</h2>
          <button type="button" className="otp-dialog__close" onClick={onClose} aria-label={t('otp.close')} data-testid="otp-close">
            <Icon name="close" size={18} />
          </button>
        </div>
        <p className="otp-dialog__intro">
          <Trans i18nKey="otp.intro" values={{ phone }} components={{ phone: <strong dir="ltr" className="otp-dialog__phone" /> }} />
        </p>

        {notice && (
          <Alert tone={notice.tone} title={notice.title} testId="otp-notice">
            {notice.text && <p>{notice.text}</p>}
          </Alert>
        )}

        <fieldset className="otp-dialog__code" aria-describedby={codeError ? codeErrorId : undefined}>
          <legend className="visually-hidden">{t('otp.codeLabel')}</legend>
          <div className="otp-boxes" dir="ltr">
            {digits.map((digit, index) => (
              <input
                key={index}
                ref={(el) => {
                  boxes.current[index] = el;
                }}
                className="otp-boxes__box"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                maxLength={index === 0 ? OTP_LENGTH : 2}
                value={digit}
                aria-label={t('otp.digitLabel', { index: index + 1, total: OTP_LENGTH })}
                aria-invalid={!!codeError}
                onChange={(e) => onBoxChange(index, e.target.value)}
                onKeyDown={(e) => onBoxKeyDown(index, e)}
                onPaste={(e) => onPaste(index, e)}
                onFocus={(e) => e.target.select()}
                data-testid={`otp-digit-${index}`}
              />
            ))}
          </div>
          {codeError && (
            <p id={codeErrorId} className="field__error otp-dialog__error" data-testid="otp-code-error">
              <Icon name="alert" size={16} />
              {codeError}
            </p>
          )}
        </fieldset>

        <div className="otp-dialog__resend">
          <span className="field__hint">{t('otp.expires')}</span>
          <button type="button" className="otp-dialog__resend-button" onClick={resend} disabled={remaining > 0 || resending} data-testid="otp-resend">
            <Icon name="refresh" size={16} />
            {remaining > 0 ? t('otp.resendIn', { time: resendWait.label }) : resending ? t('otp.sending') : t('otp.resend')}
          </button>
        </div>

        <div className="otp-dialog__terms">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.target.checked);
                if (e.target.checked) setTermsError('');
              }}
              aria-invalid={!!termsError}
              aria-describedby={termsError ? termsErrorId : undefined}
              data-testid="otp-terms"
            />
            <span>
              <Trans i18nKey="otp.terms" components={{ terms: <Link to="/terms" target="_blank" rel="noopener" /> }} />
            </span>
          </label>
          {termsError && (
            <p id={termsErrorId} className="field__error" data-testid="otp-terms-error">
              <Icon name="alert" size={16} />
              {termsError}
            </p>
          )}
        </div>

        <div className="otp-dialog__actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t('otp.cancel')}
          </button>
          <button type="submit" className="btn" disabled={verifying} data-testid="otp-confirm">
            {verifying ? t('otp.confirming') : t('otp.confirm')}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import { OTP_LENGTH } from '../phone/OtpDialog';

interface OneTimeCodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: string;
  testId: string;
  autoFocus?: boolean;
}

/** A six-digit code from an e-mail or a text: digits only, filled by the phone's autofill where it can. */
export function OneTimeCodeField({ label, value, onChange, error, hint, testId, autoFocus }: OneTimeCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={label} error={error} hint={hint ?? t('account.codeHint')} testId={testId}>
      {(control) => (
        <input
          {...control}
          className="input input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          dir="ltr"
          value={value}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          data-testid={testId}
        />
      )}
    </Field>
  );
}

/** The check every code form makes before calling the server (the spec's message). */
export function checkCode(code: string): 'otp.codeIncomplete' | undefined {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? undefined : 'otp.codeIncomplete';
}

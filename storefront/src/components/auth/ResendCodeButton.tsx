import { useTranslation } from 'react-i18next';
import type { useCountdown } from './useCountdown';

interface ResendCodeButtonProps {
  wait: ReturnType<typeof useCountdown>;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}

/** 'Resend code', held back with its countdown ('Resend code in 0:42') until the wait is over. */
export function ResendCodeButton({ wait, disabled, onClick, testId }: ResendCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="link-button" onClick={onClick} disabled={disabled || wait.remaining > 0} data-testid={testId}>
      {wait.remaining > 0 ? t('otp.resendIn', { time: wait.label }) : t('otp.resend')}
    </button>
  );
}

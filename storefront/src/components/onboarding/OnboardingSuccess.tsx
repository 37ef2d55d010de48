import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_PATH } from '../../session/backOffice';
import { Alert } from '../Alert';

interface OnboardingSuccessProps {
  title: string;
  testId: string;
  /** The lines under the title; a link to the back office always follows. */
  children: ReactNode;
}

/**
 * What a sign-up form shows once the new vendor or provider is signed in, while the back
 * office is about to open: the link is there in case the redirect does not happen.
 */
export function OnboardingSuccess({ title, testId, children }: OnboardingSuccessProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" title={title} testId={testId} className="onboarding-success" iconSize={22}>
      {children}
      <p>
        <a href={BACK_OFFICE_PATH}>{t('backOffice.open')}</a>
      </p>
    </Alert>
  );
}

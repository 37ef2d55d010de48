import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SettingActionsProps {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  testId: string;
  /** Between the two buttons (e.g. 'Resend code'). */
  children?: ReactNode;
}

/** Save and Cancel under a Profile Settings form. */
export function SettingActions({ busy, submitLabel, onCancel, testId, children }: SettingActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="profile-edit__actions">
      <button type="submit" className="btn btn--sm" disabled={busy} data-testid={testId}>
        {busy ? t('account.saving') : submitLabel}
      </button>
      {children}
      <button type="button" className="btn btn--outline btn--sm" onClick={onCancel} disabled={busy}>
        {t('dashboard.profile.cancel')}
      </button>
    </div>
  );
}

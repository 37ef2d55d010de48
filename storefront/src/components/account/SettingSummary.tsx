import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';

interface SettingSummaryProps {
  /** What is on file now. */
  value: ReactNode;
  valueTestId?: string;
  valueLabel?: string;
  action: string;
  icon: IconName;
  onEdit: () => void;
  testId: string;
}

/** A Profile Settings row at rest: the current value and the button that opens its form. */
export function SettingSummary({ value, valueTestId, valueLabel, action, icon, onEdit, testId }: SettingSummaryProps) {
  return (
    <div className="profile-setting">
      <span data-testid={valueTestId} aria-label={valueLabel}>
        {value}
      </span>
      <button type="button" className="btn btn--outline btn--sm" onClick={onEdit} data-testid={testId}>
        <Icon name={icon} size={16} /> {action}
      </button>
    </div>
  );
}

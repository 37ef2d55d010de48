import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from './Icon';

export type AlertTone = 'success' | 'error' | 'info';

const ICON: Record<AlertTone, IconName> = { success: 'checkCircle', error: 'alert', info: 'info' };

interface AlertProps {
  tone: AlertTone;
  /** The bold first line. */
  title: string;
  testId: string;
  /** For the fields it speaks of to point at (Field's `invalidBy`). */
  id?: string;
  /** Extra class on the box, next to `alert alert--<tone>`. */
  className?: string;
  iconSize?: number;
  /** For a box that replaces what was pressed (a form gone once sent): it can then take the focus. */
  focusRef?: Ref<HTMLDivElement>;
  /** Further lines (each its own <p>) or actions under the title. */
  children?: ReactNode;
}

/**
 * A message box with a bold title: errors are announced at once (role=alert), the rest
 * politely (role=status). One markup for form errors, success panels and notices.
 */
export function Alert({ tone, title, testId, id, className, iconSize = 20, focusRef, children }: AlertProps) {
  return (
    <div ref={focusRef} tabIndex={focusRef ? -1 : undefined} id={id} className={`alert alert--${tone}${className ? ` ${className}` : ''}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <Icon name={ICON[tone]} size={iconSize} />
      <div>
        <p>
          <strong>{title}</strong>
        </p>
        {children}
      </div>
    </div>
  );
}

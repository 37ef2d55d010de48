import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  error?: string;
  /** Marks the control invalid when a message elsewhere (a form banner) already says why. */
  invalid?: boolean;
  hint?: string;
  /** Renders the control with the id and ARIA wiring that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  testId?: string;
}

/** A labelled form control with its hint and its inline error message. */
export function Field({ label, error, invalid = false, hint, children, testId }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid || !!error, 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId} className="field__error" data-testid={testId ? `${testId}-error` : undefined}>
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useEditedError } from './useEditedError';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  error?: string;
  /**
   * The id of a message elsewhere (the form's banner) that already says why this field is
   * refused: the control is marked invalid and described by it, so a screen reader names
   * the reason with the field, as it does for `error` (which wins when both are given).
   */
  invalidBy?: string;
  hint?: string;
  /** Renders the control with the id and ARIA wiring that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  testId?: string;
}

/** A labelled form control with its hint and its inline error message (gone once the control is edited). */
export function Field({ label, error, invalidBy, hint, children, testId }: FieldProps) {
  const id = useId();
  const edit = useEditedError<HTMLDivElement>(error ?? (invalidBy && `#${invalidBy}`));
  const shownError = edit.shown ? error : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = !edit.shown ? undefined : error ? `${id}-error` : invalidBy;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" ref={edit.ref} onChange={edit.onChange}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!errorId, 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {shownError && (
        <p id={errorId} className="field__error" data-testid={testId ? `${testId}-error` : undefined}>
          <Icon name="alert" size={16} />
          {shownError}
        </p>
      )}
    </div>
  );
}

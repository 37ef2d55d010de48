import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useEditedError } from './useEditedError';

/** What each checkbox or radio of a group carries: invalid with the group, described by its hint and error. */
export interface GroupControlProps {
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldGroupProps {
  legend: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  legendClassName?: string;
  /** The group's test id; its error is `<testId>-error`. */
  testId?: string;
  /**
   * Renders the choices; spread `control` on each of them. Screen readers read a control's own
   * description, not reliably its fieldset's, so each choice carries the hint and error (the
   * fieldset does not, or they would be read twice).
   */
  children: (control: GroupControlProps) => ReactNode;
}

/** A fieldset of checkboxes or radios with its hint and inline error: Field for a group of choices. */
export function FieldGroup({ legend, error, hint, className, legendClassName, testId, children }: FieldGroupProps) {
  const id = useId();
  const edit = useEditedError<HTMLFieldSetElement>(error);
  const shownError = edit.shown ? error : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} data-testid={testId} ref={edit.ref} onChange={edit.onChange}>
      <legend className={legendClassName}>{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ 'aria-invalid': !!shownError, 'aria-describedby': describedBy })}
      {shownError && (
        <p id={errorId} className="field__error" data-testid={testId ? `${testId}-error` : undefined}>
          <Icon name="alert" size={16} />
          {shownError}
        </p>
      )}
    </fieldset>
  );
}

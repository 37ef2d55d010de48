import { Field } from './Field';

interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (email: string) => void;
  error?: string;
  testId: string;
  readOnly?: boolean;
  autoFocus?: boolean;
}

/** A labelled e-mail box (autofill, the e-mail keyboard on phones) with its inline error. */
export function EmailField({ label, value, onChange, error, testId, readOnly, autoFocus }: EmailFieldProps) {
  return (
    <Field label={label} error={error} testId={testId}>
      {(control) => (
        <input
          {...control}
          type="email"
          className="input"
          autoComplete="email"
          value={value}
          readOnly={readOnly}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );
}

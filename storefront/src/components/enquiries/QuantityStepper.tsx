import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../Field';

interface QuantityStepperProps {
  control: ControlProps;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is wrong with the typed number (null once it is fine), for the field's error. */
  onRangeError: (message: string | null) => void;
  /** The box lost focus with a number out of range, now set to its nearest end: perhaps to a click on the form's submit button. */
  onClampedOnLeaving?: () => void;
  testId: string;
}

/**
 * A whole number from `min` to `max` (spec 2.5: other input ignored). Typing keeps only digits
 * and takes a number once it is in range; a number outside it is said at once (`onRangeError`,
 * naming this product's range) and, on leaving the box or pressing Enter, set to the nearest
 * end of the range with a note saying so: never cut short or dropped silently (typing 100 used
 * to become 10). The total never follows input that was not taken. The buttons step by one within range.
 */
export function QuantityStepper({ control, value, min, max, onChange, onRangeError, onClampedOnLeaving, testId }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const inRange = (n: number) => n >= min && n <= max;
  const type = (text: string) => {
    // Enough digits to show what was typed (a cap at max's length turned 100 into 10).
    const digits = text.replace(/\D/g, '').slice(0, 6);
    setDraft(digits);
    const n = Number(digits);
    if (digits && inRange(n)) onChange(n);
    onRangeError(!digits || inRange(n) ? null : t('enquiry.quantityRange', { min, max }));
  };
  /** Leaving the box: an empty one shows the quantity again; one out of range is set to its nearest end, and says so. */
  const settle = (): boolean => {
    const n = Number(draft);
    if (!draft || inRange(n)) {
      setDraft(String(value));
      if (!draft) onRangeError(null);
      return false;
    }
    const nearest = Math.min(max, Math.max(min, n));
    onChange(nearest);
    setDraft(String(nearest));
    onRangeError(t('enquiry.quantityClamped', { typed: n, value: nearest, min, max }));
    return true;
  };
  const step = (by: number) => {
    onChange(Math.min(max, Math.max(min, value + by)));
    onRangeError(null);
  };

  return (
    <div className="quantity-stepper">
      <button type="button" className="quantity-stepper__btn" onClick={() => step(-1)} disabled={value <= min} aria-label={t('enquiry.decrease')} data-testid={`${testId}-less`}>
        −
      </button>
      <input
        {...control}
        className="input quantity-stepper__input"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        onChange={(e) => type(e.target.value)}
        onBlur={() => settle() && onClampedOnLeaving?.()}
        onKeyDown={(e) => {
          // Enter on a number out of range sets it first, so what is sent is what the box shows.
          if (e.key === 'Enter' && draft && !inRange(Number(draft))) {
            e.preventDefault();
            settle();
          }
        }}
        aria-valuemin={min}
        aria-valuemax={max}
        data-testid={testId}
      />
      <button type="button" className="quantity-stepper__btn" onClick={() => step(1)} disabled={value >= max} aria-label={t('enquiry.increase')} data-testid={`${testId}-more`}>
        +
      </button>
    </div>
  );
}

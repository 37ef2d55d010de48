import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../Field';

interface QuantityStepperProps {
  control: ControlProps;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId: string;
}

/**
 * A whole number from `min` to `max` (spec 2.5: other input ignored). Typing keeps only digits
 * and takes a number once it is in range; leaving the box shows the quantity that counts again,
 * so the total never follows input that was not taken. The buttons step by one within range.
 */
export function QuantityStepper({ control, value, min, max, onChange, testId }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const type = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, String(max).length);
    setDraft(digits);
    const n = Number(digits);
    if (digits && n >= min && n <= max) onChange(n);
  };
  const step = (by: number) => onChange(Math.min(max, Math.max(min, value + by)));

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
        onBlur={() => setDraft(String(value))}
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

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before a bound goes to the address (and the server). */
const DELAY_MS = 500;

interface PriceRangeProps {
  min: number | undefined;
  max: number | undefined;
  onChange: (range: { minPrice: string | null; maxPrice: string | null }) => void;
}

/** Two rupee bounds; what is typed reaches the list after a pause, an empty box lifts its bound. */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const { t } = useTranslation();
  const ids = { label: useId(), min: useId(), max: useId() };
  const [typed, setTyped] = useState({ min: min?.toString() ?? '', max: max?.toString() ?? '' });

  // The boxes follow the address (back button, a cleared filter).
  useEffect(() => setTyped({ min: min?.toString() ?? '', max: max?.toString() ?? '' }), [min, max]);
  useEffect(() => {
    const clean = (text: string) => (text.trim() !== '' && Number(text) >= 0 && Number.isFinite(Number(text)) ? String(Number(text)) : null);
    const next = { minPrice: clean(typed.min), maxPrice: clean(typed.max) };
    if (next.minPrice === (min?.toString() ?? null) && next.maxPrice === (max?.toString() ?? null)) return;
    const timer = window.setTimeout(() => onChange(next), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, min, max, onChange]);

  return (
    <div className="price-range" role="group" aria-labelledby={ids.label}>
      <span id={ids.label} className="field__label price-range__label">
        {t('catalogue.filters.price')}
      </span>
      <label htmlFor={ids.min} className="visually-hidden">
        {t('catalogue.filters.minPrice')}
      </label>
      <input id={ids.min} className="input" type="number" inputMode="decimal" min={0} step="any" placeholder={t('catalogue.filters.minPlaceholder')} value={typed.min} onChange={(e) => setTyped((v) => ({ ...v, min: e.target.value }))} data-testid="filter-min-price" />
      <span aria-hidden="true">–</span>
      <label htmlFor={ids.max} className="visually-hidden">
        {t('catalogue.filters.maxPrice')}
      </label>
      <input id={ids.max} className="input" type="number" inputMode="decimal" min={0} step="any" placeholder={t('catalogue.filters.maxPlaceholder')} value={typed.max} onChange={(e) => setTyped((v) => ({ ...v, max: e.target.value }))} data-testid="filter-max-price" />
    </div>
  );
}

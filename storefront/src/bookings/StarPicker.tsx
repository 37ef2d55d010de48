import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';

/** 1 to 5 stars as a radio group (keyboard: arrow keys). */
export function StarPicker({ value, onChange, name }: { value: number; onChange: (rating: number) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="star-picker" data-testid="star-picker">
      <legend className="visually-hidden">{t('services.dashboard.rateLabel')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= value ? 'star-picker__on' : undefined} data-testid={`star-${n}`}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
          <Icon name="star" size={28} title={t('services.dashboard.stars', { rating: n })} />
        </label>
      ))}
    </fieldset>
  );
}

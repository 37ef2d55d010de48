import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../components/FieldGroup';
import { Icon } from '../components/Icon';

/**
 * 1 to 5 stars as a radio group (keyboard: arrow keys). Its error ("choose a rating") marks each
 * star invalid and describes it, so focusing a star reads why (FieldGroup).
 */
export function StarPicker({ value, onChange, name, error }: { value: number; onChange: (rating: number) => void; name: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <FieldGroup legend={t('services.dashboard.rateLabel')} legendClassName="visually-hidden" className="star-picker" error={error} testId="star-picker">
      {(control) =>
        [1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? 'star-picker__on' : undefined} data-testid={`star-${n}`}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} {...control} />
            <Icon name="star" size={28} title={t('services.dashboard.stars', { rating: n })} />
          </label>
        ))
      }
    </FieldGroup>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './Stars.css';

/** A 1 to 5 star rating, read out as "Rated n out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t('common.rating', { rating })} data-rating={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={18} className={n <= rating ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';

/** Average rating and review count ("★ 4.6 · 12 reviews"), or "New" before the first review. */
export function ServiceRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const { t } = useTranslation();
  if (!reviewCount || rating === null) {
    return (
      <span className="service-rating service-rating--new" data-testid="service-rating">
        {t('services.newService')}
      </span>
    );
  }
  return (
    <span className="service-rating" data-testid="service-rating" data-rating={rating}>
      <Icon name="star" size={16} className="stars__on" />
      <strong>{rating.toFixed(1)}</strong>
      <span className="service-rating__count">{t('services.reviewCount', { count: reviewCount })}</span>
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { ServiceReview } from '../api/services';
import { formatDateTime } from '../components/dates';
import { Stars } from '../components/Stars';
import './texts';

/** A service's reviews, newest first, each with the provider's reply when there is one. */
export function ReviewList({ reviews, providerName }: { reviews: ServiceReview[]; providerName: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (!reviews.length) return <p className="service-empty__text" data-testid="no-reviews">{t('services.noReviews')}</p>;
  return (
    <ul className="review-list" data-testid="reviews">
      {reviews.map((review) => (
        <li key={review.id} className="review" data-testid="review">
          <div className="review__head">
            <strong>{review.customerName}</strong>
            <Stars rating={review.rating} />
            <time dateTime={review.date}>{formatDateTime(review.date, language)}</time>
          </div>
          {/* What people wrote keeps its own direction, whatever the page's language. */}
          {review.comment && (
            <p className="review__text" dir="auto">
              {review.comment}
            </p>
          )}
          {review.reply && (
            <div className="review__reply" data-testid="review-reply">
              <strong>{t('services.providerReply', { provider: providerName })}</strong>
              <p dir="auto">{review.reply}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

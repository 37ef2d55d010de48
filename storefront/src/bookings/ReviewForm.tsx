import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT, reviewBooking, type Booking } from '../api/bookings';
import { ApiError } from '../api/client';
import { StarPicker } from './StarPicker';

/** One review per completed booking: 1 to 5 stars and a comment (POST /api/me/bookings/:id/review). */
export function ReviewForm({ booking, onChange }: { booking: Booking; onChange: (booking: Booking) => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const commentId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError(t('services.dashboard.ratingRequired'));
    setBusy(true);
    setError('');
    try {
      onChange(await reviewBooking(booking.id, rating, comment.trim()));
    } catch (e) {
      setError(e instanceof ApiError && !e.isNetworkError ? (Object.values(e.errors)[0] ?? e.message) : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form" onSubmit={submit} data-testid="review-form">
      <strong>{t('services.dashboard.rateLabel')}</strong>
      <StarPicker value={rating} onChange={setRating} name={`rating-${booking.id}`} />
      <label className="field__label" htmlFor={commentId}>
        {t('services.dashboard.comment')}
      </label>
      <textarea id={commentId} className="input" rows={3} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} data-testid="review-comment" />
      {error && <p className="field__error" data-testid="review-error">{error}</p>}
      <div>
        <button type="submit" className="btn btn--sm" disabled={busy} data-testid="review-submit">
          {t('services.dashboard.submitReview')}
        </button>
      </div>
    </form>
  );
}

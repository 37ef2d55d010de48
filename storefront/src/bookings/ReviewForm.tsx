import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT, reviewBooking, type Booking } from '../api/bookings';
import { ApiError } from '../api/client';
import { Field } from '../components/Field';
import { firstInvalid, useFocusAfterRender } from '../components/useFocusAfterRender';
import { StarPicker } from './StarPicker';

type ReviewErrors = { rating?: string; comment?: string; form?: string };

/**
 * One review per completed booking: 1 to 5 stars and a comment (POST /api/me/bookings/:id/review).
 * A refusal is the field's (marked, described, and the first refused field focused), or the form's,
 * announced.
 */
export function ReviewForm({ booking, onChange }: { booking: Booking; onChange: (booking: Booking) => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();

  const refuse = (next: ReviewErrors) => {
    setErrors(next);
    focusAfter(() => firstInvalid(form.current));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return refuse({ rating: t('services.dashboard.ratingRequired') });
    setBusy(true);
    setErrors({});
    try {
      onChange(await reviewBooking(booking.id, rating, comment.trim()));
    } catch (e) {
      if (e instanceof ApiError && !e.isNetworkError) {
        const { rating: ratingError, comment: commentError } = e.errors;
        refuse(ratingError || commentError ? { rating: ratingError, comment: commentError } : { form: e.message });
      } else {
        setErrors({ form: t('common.networkError') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="review-form" onSubmit={submit} noValidate data-testid="review-form">
      <strong aria-hidden="true">{t('services.dashboard.rateLabel')}</strong>
      <StarPicker value={rating} onChange={setRating} name={`rating-${booking.id}`} error={errors.rating} />
      <Field label={t('services.dashboard.comment')} error={errors.comment} testId="review-comment">
        {(control) => <textarea {...control} className="input" rows={3} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} data-testid="review-comment" />}
      </Field>
      {errors.form && (
        <p className="field__error" role="alert" data-testid="review-error">
          {errors.form}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn--sm" disabled={busy} data-testid="review-submit">
          {t('services.dashboard.submitReview')}
        </button>
      </div>
    </form>
  );
}

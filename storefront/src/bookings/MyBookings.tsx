import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cancelBooking, fetchMyBookings, type Booking } from '../api/bookings';
import { ApiError } from '../api/client';
import { formatDay } from '../components/dates';
import { Icon } from '../components/Icon';
import { Stars } from '../components/Stars';
import { useFocusAfterRender } from '../components/useFocusAfterRender';
import { useCurrency } from '../money/CurrencyContext';
import { useLoad } from '../services/useLoad';
import { LoadFailed } from '../services/LoadFailed';
import { BookingThread } from './BookingThread';
import { onBookingsChanged } from './bookingsChanged';
import { ReviewForm } from './ReviewForm';
import '../services/services.css';
import '../services/texts';

/** My Bookings (spec 2.6 and issue 12): status, cancel before the start, the message thread, a review once completed. */
export function MyBookings() {
  const { t } = useTranslation();
  const [loaded, reload] = useLoad((signal) => fetchMyBookings(signal), 'mine');
  const [items, setItems] = useState<Booking[] | null>(null);
  useEffect(() => onBookingsChanged(reload), [reload]);
  useEffect(() => {
    if (loaded.state === 'ready') setItems(loaded.data.items);
  }, [loaded]);
  const replace = (next: Booking) => setItems((current) => current?.map((b) => (b.id === next.id ? next : b)) ?? null);

  return (
    <section id="my-bookings" className="dashboard__card" aria-labelledby="my-bookings-title" data-testid="my-bookings">
      <h2 id="my-bookings-title">{t('services.dashboard.myBookings')}</h2>
      <LoadFailed loaded={loaded} fallback={t('services.dashboard.loadError')} onRetry={reload} />
      {items && items.length === 0 && (
        <div data-testid="my-bookings-empty">
          <p>
            <strong>{t('services.dashboard.empty')}</strong>
          </p>
          <p>{t('services.dashboard.emptyText')}</p>
          <Link to="/services" className="btn btn--outline btn--sm">
            {t('services.dashboard.browse')}
          </Link>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className="my-bookings">
          {items.map((booking) => (
            <li key={booking.id}>
              <BookingItem booking={booking} onChange={replace} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingItem({ booking, onChange }: { booking: Booking; onChange: (booking: Booking) => void }) {
  const { t, i18n } = useTranslation();
  const { formatPrice } = useCurrency();
  const [open, setOpen] = useState<'messages' | 'review' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const language = i18n.resolvedLanguage ?? 'en';
  // Cancel, Keep and the cancellation itself each remove the button pressed: the focus moves to
  // what replaces it (the question's Cancel, the card's Cancel again, the new status), not <body>.
  const focusAfter = useFocusAfterRender();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const statusBadge = useRef<HTMLSpanElement>(null);
  // The posted review replaces its form, Submit included: it takes the focus.
  const reviewBox = useRef<HTMLDivElement>(null);
  const questionId = useId();
  const upcoming = (booking.status === 'pending' || booking.status === 'confirmed') && new Date(booking.startsAt).getTime() > Date.now();

  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      onChange(await cancelBooking(booking.id));
      setConfirming(false);
      focusAfter(() => statusBadge.current);
    } catch (e) {
      setError(e instanceof ApiError && !e.isNetworkError ? e.message : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="my-booking" data-testid="my-booking" data-booking-id={booking.id} data-status={booking.status}>
      <div className="my-booking__head">
        <h3>{booking.service}</h3>
        <span ref={statusBadge} tabIndex={-1} className={`booking-status booking-status--${booking.status}`} data-testid="booking-status">
          {t(`services.status.${booking.status}`)}
        </span>
      </div>
      <p className="my-booking__facts">
        <span>
          <Icon name="calendar" size={16} /> {t('services.dashboard.when', { date: formatDay(booking.date, language), time: booking.time })}
        </span>
        <span>
          <Icon name="user" size={16} /> {booking.providerName}
        </span>
        <span>
          <Icon name="pin" size={16} /> {booking.location}
        </span>
        <span>
          <Icon name="money" size={16} /> {formatPrice(booking.price)}
        </span>
      </p>
      {booking.status === 'cancelled' && booking.closedBy && (
        <p className="thread__who" data-testid="booking-closed-by">
          {t(`services.dashboard.closedBy.${booking.closedBy}`)}
          {(booking.closedBy === 'provider' || booking.closedBy === 'admin') && booking.declineReason ? `: ${booking.declineReason}` : ''}
        </p>
      )}
      {booking.review && (
        <div ref={reviewBox} tabIndex={-1} className="review" data-testid="my-review">
          <Stars rating={booking.review.rating} />
          {booking.review.comment && (
            <p className="review__text" dir="auto">
              {booking.review.comment}
            </p>
          )}
          {booking.review.reply && (
            <div className="review__reply" data-testid="my-review-reply">
              <strong>{t('services.providerReply', { provider: booking.providerName })}</strong>
              <p dir="auto">{booking.review.reply}</p>
            </div>
          )}
        </div>
      )}
      <div className="my-booking__actions">
        <button type="button" className="btn btn--sm btn--outline" aria-expanded={open === 'messages'} onClick={() => setOpen(open === 'messages' ? null : 'messages')} data-testid="booking-message-toggle">
          <Icon name="mail" size={16} /> {t('services.dashboard.messages', { count: booking.messageCount })}
        </button>
        {booking.status === 'completed' && !booking.review && (
          <button type="button" className="btn btn--sm" aria-expanded={open === 'review'} onClick={() => setOpen(open === 'review' ? null : 'review')} data-testid="booking-review-toggle">
            <Icon name="star" size={16} /> {t('services.dashboard.review')}
          </button>
        )}
        {upcoming && !confirming && (
          <button
            ref={cancelButton}
            type="button"
            className="btn btn--sm btn--outline"
            onClick={() => {
              setConfirming(true);
              focusAfter(() => confirmButton.current);
            }}
            data-testid="booking-cancel"
          >
            {t('services.dashboard.cancel')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="alert alert--info" role="group" aria-labelledby={questionId} data-testid="booking-cancel-confirm">
          <span id={questionId}>{t('services.dashboard.cancelConfirm')}</span>
          <button ref={confirmButton} type="button" className="btn btn--sm" onClick={cancel} disabled={busy} data-testid="booking-cancel-yes">
            {t('services.dashboard.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--sm btn--outline"
            onClick={() => {
              setConfirming(false);
              focusAfter(() => cancelButton.current);
            }}
            disabled={busy}
          >
            {t('services.dashboard.keep')}
          </button>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {open === 'messages' && <BookingThread booking={booking} onSent={(count) => onChange({ ...booking, messageCount: count })} />}
      {open === 'review' && booking.status === 'completed' && !booking.review && (
        <ReviewForm
          booking={booking}
          onChange={(reviewed) => {
            onChange(reviewed);
            focusAfter(() => reviewBox.current);
          }}
        />
      )}
    </article>
  );
}

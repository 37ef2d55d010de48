import { SLOT_TAKEN } from '@bazaar/common';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MAX_LOCATION, requestBooking, type Booking } from '../api/bookings';
import { ApiError } from '../api/client';
import { fetchSlots, type Service, type SlotDay } from '../api/services';
import { Alert } from '../components/Alert';
import { formatDay } from '../components/dates';
import { Field } from '../components/Field';
import { Icon } from '../components/Icon';
import { useCurrency } from '../money/CurrencyContext';
import { useSession } from '../session/SessionContext';
import { rememberRedirectTarget } from '../session/sessionStorage';
import type { LoginState } from '../pages/LoginPage';
import { addDays, BOOKING_WINDOW_DAYS, kolkataToday } from './kolkata';
import { useLoad } from './useLoad';
import './texts';

/** Spec 5: the time the form offers first. */
const DEFAULT_TIME = '10:00';

/**
 * The booking form of a service (spec 2.6, 5): a date, one of the hourly slots still free for
 * its provider that day (GET /api/services/:id/slots, Asia/Kolkata), a location, the fee and
 * Confirm Booking (POST /api/bookings). Signed-out visitors sign in first and come back here.
 */
export function BookingForm({ service, onBooked }: { service: Service; onBooked?: (booking: Booking) => void }) {
  const { t, i18n } = useTranslation();
  const { formatPrice } = useCurrency();
  const { session } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const today = kolkataToday();
  const [date, setDate] = useState(addDays(today, 1));
  const [time, setTime] = useState('');
  const [location, setLocation] = useState('');
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  const slotsId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const [slots, reloadSlots] = useLoad<SlotDay>((signal) => fetchSlots(service.id, date, signal), `${service.id}|${date}`);
  const free = slots.state === 'ready' ? slots.data.slots.filter((s) => s.free) : [];

  // A new day (or a refreshed one) keeps the chosen time only while it is still free; else 10:00 when free.
  useEffect(() => {
    if (slots.state !== 'ready') return;
    const open = slots.data.slots.filter((s) => s.free).map((s) => s.time);
    setTime((current) => (open.includes(current) ? current : open.includes(DEFAULT_TIME) ? DEFAULT_TIME : ''));
  }, [slots]);

  const role = session?.user.role;
  if (session && role !== 'customer') {
    return (
      <p className="alert alert--info" data-testid="booking-customers-only">
        <Icon name="info" size={18} /> {t('services.booking.customersOnly')}
      </p>
    );
  }

  const signIn = () => {
    const from = `${pathname}${search}`;
    rememberRedirectTarget(from);
    navigate('/login', { state: { from } satisfies LoginState });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage('');
    setFieldErrors({});
    if (!session) return signIn();
    if (!date || !time || !location.trim()) {
      setMessage(t('services.booking.required'));
      return;
    }
    setBusy(true);
    try {
      const booking = await requestBooking({ serviceId: service.id, date, time, location: location.trim() });
      setBooked(booking);
      onBooked?.(booking);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone held the slot first: say so and show what is still free.
        setMessage(error.message === SLOT_TAKEN ? t('services.booking.taken') : error.message);
        reloadSlots();
      } else if (error instanceof ApiError && !error.isNetworkError) {
        setFieldErrors(error.errors);
        setMessage(Object.keys(error.errors).length ? '' : error.message);
      } else {
        setMessage(t('common.networkError'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (booked) {
    return (
      <Alert tone="success" title={t('services.booking.success')} testId="booking-success">
        <p data-testid="booking-summary">
          {t('services.booking.successText', {
            service: booked.service,
            date: formatDay(booked.date, language),
            time: booked.time,
            location: booked.location,
            price: formatPrice(booked.price),
          })}
        </p>
        <p>{t('services.booking.pendingNote')}</p>
        <div className="booking-form__after">
          <Link to="/customer-dashboard#bookings" className="btn btn--sm" data-testid="go-to-bookings">
            {t('services.booking.myBookings')}
          </Link>
          <button
            type="button"
            className="btn btn--sm btn--outline"
            onClick={() => {
              setBooked(null);
              setTime('');
              reloadSlots();
            }}
          >
            {t('services.booking.bookAnother')}
          </button>
        </div>
      </Alert>
    );
  }

  return (
    <form className="booking-form" onSubmit={submit} noValidate data-testid="booking-form">
      <Field label={t('services.booking.date')} error={fieldErrors.date}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="input"
            value={date}
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS)}
            onChange={(e) => setDate(e.target.value)}
            required
            data-testid="booking-date"
          />
        )}
      </Field>

      <fieldset className="field booking-form__slots" aria-describedby={slotsId}>
        <legend className="field__label">{t('services.booking.time')}</legend>
        <div id={slotsId} className="booking-form__slot-state" aria-live="polite">
          {slots.state === 'loading' && t('services.booking.slotsLoading')}
          {slots.state === 'error' && (slots.message || t('services.booking.slotsError'))}
          {slots.state === 'ready' && free.length === 0 && <span data-testid="no-slots">{t('services.booking.noSlots')}</span>}
        </div>
        {free.length > 0 && (
          <div className="slot-grid" role="radiogroup" data-testid="slots">
            {free.map((slot) => (
              <label key={slot.time} className={`slot${slot.time === time ? ' slot--chosen' : ''}`} data-testid="slot" data-time={slot.time}>
                <input type="radio" name="time" value={slot.time} checked={slot.time === time} onChange={() => setTime(slot.time)} />
                <span>{slot.time}</span>
              </label>
            ))}
          </div>
        )}
        {fieldErrors.time && <p className="field__error">{fieldErrors.time}</p>}
      </fieldset>

      <Field label={t('services.booking.location')} error={fieldErrors.location}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={location}
            maxLength={MAX_LOCATION}
            placeholder={t('services.booking.locationPlaceholder')}
            onChange={(e) => setLocation(e.target.value)}
            required
            autoComplete="street-address"
            data-testid="booking-location"
          />
        )}
      </Field>

      <p className="booking-form__fee">
        <span>{t('services.booking.fee')}</span>
        <strong data-testid="booking-fee">{formatPrice(service.price)}</strong>
      </p>

      {message && (
        <p className="alert alert--error" role="alert" data-testid="booking-error">
          <Icon name="alert" size={18} /> {message}
        </p>
      )}

      {session ? (
        <button type="submit" className="btn btn--block" disabled={busy} data-testid="confirm-booking">
          {busy ? t('services.booking.booking') : t('services.booking.confirm')}
        </button>
      ) : (
        <>
          <p className="field__hint">{t('services.booking.signInHint')}</p>
          <button type="submit" className="btn btn--block" data-testid="sign-in-to-book">
            {t('services.booking.signIn')}
          </button>
        </>
      )}
    </form>
  );
}

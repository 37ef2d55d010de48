import { SLOT_TAKEN } from '@bazaar/common';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MAX_LOCATION, requestBooking, type Booking } from '../api/bookings';
import { ApiError } from '../api/client';
import { fetchFirstFreeDay, fetchSlots, type Service, type SlotDay } from '../api/services';
import { Alert } from '../components/Alert';
import { formatDay } from '../components/dates';
import { translateEach, useTranslateServerMessage } from '../components/serverMessages';
import { Field } from '../components/Field';
import { Icon } from '../components/Icon';
import { useFocusAfterRender } from '../components/useFocusAfterRender';
import { useLocationPreference } from '../location/LocationContext';
import { useCurrency } from '../money/CurrencyContext';
import { useSession } from '../session/SessionContext';
import { rememberRedirectTarget } from '../session/sessionStorage';
import type { LoginState } from '../pages/LoginPage';
import { clearBookingDraft, readBookingDraft, saveBookingDraft } from './bookingDraft';
import { addDays, BOOKING_WINDOW_DAYS, kolkataToday } from './kolkata';
import { useLoad } from './useLoad';
import './texts';

/** Spec 5: the time the form offers first. */
const DEFAULT_TIME = '10:00';

type BookingField = 'date' | 'time' | 'location' | 'city';
const REQUIRED_TEXT: Record<BookingField, 'services.booking.dateRequired' | 'services.booking.timeRequired' | 'services.booking.locationRequired' | 'services.booking.cityRequired'> = {
  date: 'services.booking.dateRequired',
  time: 'services.booking.timeRequired',
  location: 'services.booking.locationRequired',
  city: 'services.booking.cityRequired',
};

/**
 * The booking form of a service (spec 2.6, 5): a date, one of the hourly slots still free for
 * its provider that day (GET /api/services/:id/slots, Asia/Kolkata), a location and its city
 * (one of the service's: the header's when it is one, else the customer chooses), the fee and
 * Confirm Booking (POST /api/bookings). It opens on the first day with a free slot. Signed-out
 * visitors sign in (or sign up) first and come back here to what they had chosen.
 */
export function BookingForm({ service, onBooked }: { service: Service; onBooked?: (booking: Booking) => void }) {
  const { t, i18n } = useTranslation();
  const { formatPrice } = useCurrency();
  const { session } = useSession();
  const { city: headerCity } = useLocationPreference();
  const serverMessage = useTranslateServerMessage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const today = kolkataToday();
  // What was chosen before a sign-in round trip, when its day is still bookable.
  const [draft] = useState(() => readBookingDraft(service.id, today));
  // Empty until the first day with a free slot is known (unless a draft names one).
  const [date, setDate] = useState(draft?.date ?? '');
  const [time, setTime] = useState('');
  const [location, setLocation] = useState(draft?.location ?? '');
  // Never a city the provider does not come to: the header's only when the service is offered there.
  const [city, setCity] = useState(() => [draft?.city, headerCity].find((c): c is string => !!c && service.cities.includes(c)) ?? '');
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<BookingField, string>>>({});
  // After a Confirm with fields missing, each missing field says so until it is filled in.
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  const slotsId = useId();
  const timeErrorId = useId();
  // The success box replaces the form (Confirm Booking included), and Book another time brings the
  // form back: each takes the focus, which would otherwise fall to <body>.
  const focusAfter = useFocusAfterRender();
  const successBox = useRef<HTMLDivElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  /** The draft's time, checked against the day's free slots once they load. */
  const draftTime = useRef(draft?.time ?? '');
  /** The first free day's slots, answered with it: used for that day instead of asking again. */
  const opening = useRef<SlotDay | null>(null);
  /** The request last sent and its Idempotency-Key, until it is answered. */
  const attempt = useRef<{ text: string; key: string } | null>(null);
  const [slots, reloadSlots] = useLoad<SlotDay>((signal) => {
    if (!date) return fetchFirstFreeDay(service.id, signal).then((first) => (first.date ? { date: first.date, slots: first.slots } : { date: today, slots: [] }));
    const known = opening.current;
    opening.current = null;
    return known?.date === date ? Promise.resolve(known) : fetchSlots(service.id, date, signal);
  }, `${service.id}|${date}`);
  const free = slots.state === 'ready' && date ? slots.data.slots.filter((s) => s.free) : [];

  // The form opens on the first day with a free slot (today when it still has one); if that cannot be asked, on today.
  useEffect(() => {
    if (date || slots.state === 'loading') return;
    if (slots.state === 'ready') opening.current = slots.data;
    setDate(slots.state === 'ready' ? slots.data.date : today);
  }, [date, slots, today]);

  // A new day (or a refreshed one) keeps the chosen time only while it is still free; else 10:00 when free.
  // A time brought back from before signing in is never swapped silently: taken meanwhile, the form says so.
  useEffect(() => {
    if (slots.state !== 'ready' || !date || slots.data.date !== date) return;
    const open = slots.data.slots.filter((s) => s.free).map((s) => s.time);
    const wanted = draftTime.current;
    if (wanted) {
      draftTime.current = '';
      setTime(open.includes(wanted) ? wanted : '');
      if (!open.includes(wanted)) setMessage(t('services.booking.taken'));
      return;
    }
    setTime((current) => (open.includes(current) ? current : open.includes(DEFAULT_TIME) ? DEFAULT_TIME : ''));
  }, [slots, date, t]);

  const role = session?.user.role;
  if (session && role !== 'customer') {
    return (
      <p className="alert alert--info" data-testid="booking-customers-only">
        <Icon name="info" size={18} /> {t('services.booking.customersOnly')}
      </p>
    );
  }

  const signIn = () => {
    saveBookingDraft(service.id, { date, time, location, city });
    const from = `${pathname}${search}`;
    rememberRedirectTarget(from);
    navigate('/login', { state: { from } satisfies LoginState });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage('');
    setFieldErrors({});
    if (!session) return signIn();
    if (!date || !time || !location.trim() || !city) {
      setAttempted(true);
      // After the render that marks the fields: focus the first one missing.
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="booking-form"] [aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const request = { serviceId: service.id, date, time, location: location.trim(), city };
      const text = JSON.stringify(request);
      // One key per request: sent again after a lost answer it books once; another day, time or place is a new request.
      if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
      const booking = await requestBooking(request, attempt.current.key);
      attempt.current = null;
      clearBookingDraft(service.id);
      setAttempted(false);
      setBooked(booking);
      focusAfter(() => successBox.current);
      onBooked?.(booking);
    } catch (error) {
      // Refused: the next submit is a new request. A lost answer or a server fault keeps the key for the retry.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) attempt.current = null;
      if (error instanceof ApiError && error.status === 409) {
        // Someone held the slot first: say so and show what is still free.
        setMessage(error.message === SLOT_TAKEN ? t('services.booking.taken') : error.message);
        reloadSlots();
      } else if (error instanceof ApiError && !error.isNetworkError) {
        setFieldErrors(translateEach(error.errors, serverMessage) as Partial<Record<BookingField, string>>);
        setMessage(Object.keys(error.errors).length ? '' : serverMessage(error.message));
      } else {
        setMessage(t('common.networkError'));
      }
    } finally {
      setBusy(false);
    }
  };

  const missing: Partial<Record<BookingField, boolean>> = attempted ? { date: !date, time: !time, location: !location.trim(), city: !city } : {};
  const errorOf = (field: BookingField) => fieldErrors[field] ?? (missing[field] ? t(REQUIRED_TEXT[field]) : undefined);
  const shownMessage = message || (Object.values(missing).some(Boolean) ? t('services.booking.required') : '');
  const forget = (...fields: BookingField[]) => setFieldErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as BookingField))) : e));

  if (booked) {
    return (
      <Alert tone="success" title={t('services.booking.success')} testId="booking-success" focusRef={successBox}>
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
              focusAfter(() => dateInput.current);
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
      <Field label={t('services.booking.date')} error={errorOf('date')} testId="booking-date">
        {(control) => (
          <input
            {...control}
            ref={dateInput}
            type="date"
            className="input"
            value={date}
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS)}
            onChange={(e) => {
              setDate(e.target.value);
              forget('date', 'time');
            }}
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
          <div
            className="slot-grid"
            role="radiogroup"
            aria-label={t('services.booking.time')}
            aria-invalid={!!errorOf('time')}
            aria-describedby={errorOf('time') ? timeErrorId : undefined}
            tabIndex={errorOf('time') ? -1 : undefined}
            data-testid="slots"
          >
            {free.map((slot) => (
              <label key={slot.time} className={`slot${slot.time === time ? ' slot--chosen' : ''}`} data-testid="slot" data-time={slot.time}>
                <input
                  type="radio"
                  name="time"
                  value={slot.time}
                  checked={slot.time === time}
                  onChange={() => {
                    setTime(slot.time);
                    setMessage('');
                    forget('time');
                  }}
                />
                <span>{slot.time}</span>
              </label>
            ))}
          </div>
        )}
        {errorOf('time') && (
          <p id={timeErrorId} className="field__error" data-testid="booking-time-error">
            <Icon name="alert" size={16} />
            {errorOf('time')}
          </p>
        )}
      </fieldset>

      <Field label={t('services.booking.location')} error={errorOf('location')} testId="booking-location">
        {(control) => (
          <input
            {...control}
            className="input"
            value={location}
            maxLength={MAX_LOCATION}
            placeholder={t('services.booking.locationPlaceholder')}
            onChange={(e) => {
              setLocation(e.target.value);
              forget('location');
            }}
            required
            autoComplete="street-address"
            data-testid="booking-location"
          />
        )}
      </Field>

      <Field label={t('services.booking.city')} error={errorOf('city')} testId="booking-city">
        {(control) => (
          <select
            {...control}
            className="select"
            value={city}
            onChange={(e) => {
              setCity(e.target.value);
              forget('city');
            }}
            required
            data-testid="booking-city"
          >
            <option value="">{t('services.booking.cityChoose')}</option>
            {service.cities.map((c) => (
              <option key={c} value={c}>
                {t(`cities.${c}` as 'cities.Mumbai', { defaultValue: c })}
              </option>
            ))}
          </select>
        )}
      </Field>

      <p className="booking-form__fee">
        <span>{t('services.booking.fee')}</span>
        <strong data-testid="booking-fee">{formatPrice(service.price)}</strong>
      </p>

      {shownMessage && (
        <p className="alert alert--error" role="alert" data-testid="booking-error">
          <Icon name="alert" size={18} /> {shownMessage}
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

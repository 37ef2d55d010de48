import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBookingMessages, MAX_MESSAGE, sendBookingMessage, type Booking, type BookingMessage } from '../api/bookings';
import { ApiError } from '../api/client';
import { formatDateTime } from '../components/dates';

/** The message thread of a booking between the customer and the provider (admins read it too). */
export function BookingThread({ booking, onSent }: { booking: Booking; onSent: (count: number) => void }) {
  const { t, i18n } = useTranslation();
  const [messages, setMessages] = useState<BookingMessage[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    const controller = new AbortController();
    fetchBookingMessages(booking.id, controller.signal)
      .then(setMessages)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof ApiError && !e.isNetworkError ? e.message : t('common.networkError'));
      });
    return () => controller.abort();
  }, [booking.id, t]);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError('');
    try {
      const thread = await sendBookingMessage(booking.id, text.trim());
      setMessages(thread);
      onSent(thread.length);
      setText('');
    } catch (e) {
      setError(e instanceof ApiError && !e.isNetworkError ? (e.errors.text ?? e.message) : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  };

  const who = (m: BookingMessage) => (m.senderRole === 'customer' ? t('services.dashboard.you') : m.senderRole === 'provider' ? booking.providerName : t('services.dashboard.marketplace'));

  return (
    <div className="thread" data-testid="booking-thread">
      {messages && messages.length === 0 && <p className="thread__who">{t('services.dashboard.noMessages')}</p>}
      {messages && messages.length > 0 && (
        <ol className="thread__list">
          {messages.map((m) => (
            <li key={m.id} className={`thread__msg${m.senderRole === 'customer' ? ' thread__msg--mine' : ''}`} data-testid="booking-message" data-sender={m.senderRole}>
              <span className="thread__who">
                {who(m)} · {formatDateTime(m.sentAt, language)}
              </span>
              {/* Each message in the direction it was written in. */}
              <p dir="auto">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="thread__form" onSubmit={send}>
        <input
          className="input"
          value={text}
          maxLength={MAX_MESSAGE}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('services.dashboard.messagePlaceholder', { provider: booking.providerName })}
          aria-label={t('services.dashboard.messagePlaceholder', { provider: booking.providerName })}
          data-testid="message-input"
        />
        <button type="submit" className="btn btn--sm" disabled={busy || !text.trim()} data-testid="message-send">
          {t('services.dashboard.send')}
        </button>
      </form>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

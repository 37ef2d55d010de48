import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type FieldErrors } from '../api/client';
import { formatDateTime } from '../components/dates';
import { translateEach, useTranslateServerMessage } from '../components/serverMessages';
import { firstInvalid, useFocusAfterRender } from '../components/useFocusAfterRender';
import { listTickets, openTicket, type Ticket } from './customerApi';

const SUBJECTS = ['order issue', 'payment problem', 'account help', 'other'] as const;
const subjectKey = (subject: string) => `customer.contact.subjects.${subject.replace(' ', '_') as 'order_issue' | 'payment_problem' | 'account_help' | 'other'}` as const;

/** Contact Us (spec 2.6): a ticket with one of the spec's subjects; the answers from the back office show here. */
export function ContactSection() {
  const { t, i18n } = useTranslation();
  const serverMessage = useTranslateServerMessage();
  const id = useId();
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [subject, setSubject] = useState<string>(SUBJECTS[0]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfterRender();

  useEffect(() => {
    listTickets().then(
      (r) => setTickets(r.items),
      () => setErrors({ form: t('customer.loadFailed') }),
    );
  }, [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSent(null);
    // Send is disabled while sending, which drops the focus: it goes to what to fix, or to the confirmation.
    const refuse = (next: FieldErrors) => {
      setErrors(next);
      focusAfter(() => firstInvalid(form.current) ?? outcome.current);
    };
    if (!message.trim()) return refuse({ message: t('customer.contact.messageRequired') });
    setBusy(true);
    try {
      const ticket = await openTicket({ subject, message });
      setTickets((list) => [ticket, ...(list ?? [])]);
      setMessage('');
      setSent(ticket.reference);
      focusAfter(() => outcome.current);
    } catch (e) {
      refuse(e instanceof ApiError ? { form: e.isNetworkError ? t('common.networkError') : serverMessage(e.message), ...translateEach(e.errors, serverMessage) } : { form: t('common.unexpectedError') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="contact" className="dashboard__card" aria-labelledby="contact-title" data-testid="dashboard-contact-section">
      <h2 id="contact-title">{t('dashboard.menu.contact')}</h2>
      <form ref={form} className="ticket-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-subject`}>{t('customer.contact.subject')}</label>
        <select id={`${id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value)} data-testid="ticket-subject">
          {SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(subjectKey(s))}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-message`}>{t('customer.contact.message')}</label>
        <textarea id={`${id}-message`} rows={4} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} aria-invalid={!!errors.message} aria-describedby={errors.message ? `${id}-message-error` : undefined} data-testid="ticket-message" />
        {errors.message && (
          <p id={`${id}-message-error`} role="alert" className="field__error" data-testid="ticket-message-error">
            {errors.message}
          </p>
        )}
        {errors.form && !errors.message && <p ref={outcome} tabIndex={-1} role="alert" className="field__error">{errors.form}</p>}
        {sent && (
          <p ref={outcome} tabIndex={-1} role="status" className="alert alert--success" data-testid="ticket-sent">
            {t('customer.contact.sent', { reference: sent })}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy} data-testid="ticket-submit">
          {busy ? t('customer.contact.sending') : t('customer.contact.send')}
        </button>
      </form>
      <h3>{t('customer.contact.yourTickets')}</h3>
      {!tickets ? (
        <p>{t('common.loading')}</p>
      ) : tickets.length === 0 ? (
        <p className="empty-block">{t('customer.contact.none')}</p>
      ) : (
        <ul className="notice-list">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="notice-list__item" data-testid="ticket" data-status={ticket.status}>
              <div>
                <p className="notice-list__title">
                  {ticket.reference} · {t(subjectKey(ticket.subject))} · {ticket.status === 'answered' ? t('customer.contact.answered') : t('customer.contact.open')}
                </p>
                <p className="notice-list__message" dir="auto">
                  {ticket.message}
                </p>
                <p className="notice-list__meta">{formatDateTime(ticket.openedAt, i18n.language)}</p>
                {ticket.answer && (
                  <blockquote className="ticket-answer" data-testid="ticket-answer" dir="auto">
                    {ticket.answer}
                    <span className="notice-list__meta"> — {formatDateTime(ticket.answeredAt!, i18n.language)}</span>
                  </blockquote>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

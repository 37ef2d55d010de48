import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { subscribeToNewsletter } from '../api/forms';
import { Icon } from './Icon';
import { useTranslateServerMessage } from './serverMessages';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** Newsletter sign-up: POST /api/newsletter; shows the server's e-mail error inline, in the reader's language where we know it. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const serverMessage = useTranslateServerMessage();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await subscribeToNewsletter(email.trim());
      setStatus({ kind: 'done' });
      setEmail('');
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.isNetworkError
            ? t('common.networkError')
            : serverMessage(error.errors.email ?? error.message)
          : t('common.unexpectedError');
      setStatus({ kind: 'error', message });
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className="newsletter" onSubmit={submit} noValidate data-testid="newsletter-form">
      <label htmlFor={id} className="visually-hidden">
        {t('footer.newsletter.label')}
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          type="email"
          className="newsletter__input"
          placeholder={t('footer.newsletter.placeholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (status.kind !== 'sending') setStatus({ kind: 'idle' });
          }}
          autoComplete="email"
          aria-invalid={status.kind === 'error'}
          aria-describedby={status.kind === 'error' ? errorId : undefined}
          data-testid="newsletter-email"
        />
        <button type="submit" className="btn btn--accent" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('footer.newsletter.sending') : t('footer.newsletter.submit')}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === 'error' && (
          <p id={errorId} className="newsletter__message newsletter__message--error" data-testid="newsletter-error">
            <Icon name="alert" size={16} /> {status.message}
          </p>
        )}
        {status.kind === 'done' && (
          <p className="newsletter__message newsletter__message--success" data-testid="newsletter-success">
            <Icon name="checkCircle" size={16} /> {t('footer.newsletter.success')}
          </p>
        )}
      </div>
    </form>
  );
}

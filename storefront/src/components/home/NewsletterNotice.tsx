import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../Alert';

/**
 * Where the newsletter confirmation link lands (`/?newsletter=confirmed|invalid`, set by
 * the server's redirect): says what happened, and Close drops the flag from the address.
 */
export function NewsletterNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('newsletter');
  if (outcome !== 'confirmed' && outcome !== 'invalid') return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('newsletter');
    setParams(next, { replace: true });
  };
  return (
    <div className="container newsletter-notice">
      <Alert
        tone={outcome === 'confirmed' ? 'success' : 'error'}
        title={t(outcome === 'confirmed' ? 'home.newsletterNotice.confirmedTitle' : 'home.newsletterNotice.invalidTitle')}
        testId={`newsletter-${outcome}`}
      >
        <p>{t(outcome === 'confirmed' ? 'home.newsletterNotice.confirmedText' : 'home.newsletterNotice.invalidText')}</p>
        <button type="button" className="newsletter-notice__close" onClick={close}>
          {t('home.newsletterNotice.close')}
        </button>
      </Alert>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { CONTACT_SUBJECTS, sendContactMessage, type ContactMessage } from '../api/forms';
import { COMPANY } from '../company';
import { Field } from '../components/Field';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useTranslateServerMessage } from '../components/serverMessages';
import { useSession } from '../session/SessionContext';
import './ContactPage.css';

type FieldName = keyof ContactMessage;
type Errors = Partial<Record<FieldName, string>>;

const SUBJECT_KEYS = {
  'order issue': 'contact.subjects.orderIssue',
  'payment problem': 'contact.subjects.paymentProblem',
  'account help': 'contact.subjects.accountHelp',
  other: 'contact.subjects.other',
} as const;

/** /contact: the contact form (POST /api/contact) with the server's field errors inline, and our details. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  // The server's messages are English: shown in the reader's language where we know them ('Please enter a valid email address' in German).
  const serverMessage = useTranslateServerMessage();
  const empty: ContactMessage = { name: session?.user.name ?? '', email: session?.user.email ?? '', subject: 'order issue', message: '' };
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [sent, setSent] = useState<{ id: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  usePageTitle(t('contact.title'));

  const set = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError('');
    setSubmitting(true);
    try {
      const result = await sendContactMessage({ ...values, name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
      setSent({ id: result.reference }); // the short reference people can read out, not the message's UUID
      setValues(empty);
    } catch (error) {
      if (!(error instanceof ApiError)) setFormError(t('common.unexpectedError'));
      else if (error.isNetworkError) setFormError(t('common.networkError'));
      else {
        const fieldErrors: Errors = {};
        for (const field of ['name', 'email', 'subject', 'message'] as const) if (error.errors[field]) fieldErrors[field] = serverMessage(error.errors[field]);
        setErrors(fieldErrors);
        if (!Object.keys(fieldErrors).length) setFormError(error.message ? serverMessage(error.message) : t('contact.form.failed'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="section">
        <div className="container contact">
          <section className="contact__form-card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{t('contact.form.title')}</h2>
            {sent ? (
              <div className="contact__sent" role="status" data-testid="contact-success">
                <Icon name="checkCircle" size={48} />
                <h3>{t('contact.form.sentTitle')}</h3>
                <p>{t('contact.form.sentText')}</p>
                {sent.id && <p className="contact__reference">{t('contact.form.reference', { id: sent.id })}</p>}
                <button type="button" className="btn btn--outline" onClick={() => setSent(null)}>
                  {t('contact.form.another')}
                </button>
              </div>
            ) : (
              <form onSubmit={submit} noValidate data-testid="contact-form">
                <p className="contact__intro">{t('contact.form.intro')}</p>
                {formError && (
                  <div className="alert alert--error" role="alert" data-testid="contact-error">
                    <Icon name="alert" size={20} />
                    <p>{formError}</p>
                  </div>
                )}
                <div className="contact__row">
                  <Field label={t('contact.form.name')} error={errors.name} testId="contact-name">
                    {(control) => <input {...control} className="input" autoComplete="name" value={values.name} onChange={set('name')} data-testid="contact-name" />}
                  </Field>
                  <Field label={t('contact.form.email')} error={errors.email} testId="contact-email">
                    {(control) => (
                      <input {...control} type="email" className="input" autoComplete="email" value={values.email} onChange={set('email')} data-testid="contact-email" />
                    )}
                  </Field>
                </div>
                <Field label={t('contact.form.subject')} error={errors.subject} testId="contact-subject">
                  {(control) => (
                    <select {...control} className="select" value={values.subject} onChange={set('subject')} data-testid="contact-subject">
                      {CONTACT_SUBJECTS.map((s) => (
                        <option key={s} value={s}>
                          {t(SUBJECT_KEYS[s])}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('contact.form.message')} error={errors.message} testId="contact-message">
                  {(control) => <textarea {...control} className="textarea" rows={6} value={values.message} onChange={set('message')} data-testid="contact-message" />}
                </Field>
                <button type="submit" className="btn" disabled={submitting} data-testid="contact-submit">
                  <Icon name="send" size={18} />
                  {submitting ? t('contact.form.sending') : t('contact.form.submit')}
                </button>
              </form>
            )}
          </section>

          <aside className="contact__info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">{t('contact.info.title')}</h2>
            <ul className="contact__cards">
              <li>
                <Icon name="phone" size={22} />
                <div>
                  <h3>{t('contact.info.phone')}</h3>
                  <a href={COMPANY.phoneHref} dir="ltr">
                    {COMPANY.phone}
                  </a>
                  <p>{t('footer.hours')}</p>
                </div>
              </li>
              <li>
                <Icon name="mail" size={22} />
                <div>
                  <h3>{t('contact.info.email')}</h3>
                  <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                  <p>{t('contact.info.emailNote')}</p>
                </div>
              </li>
              <li>
                <Icon name="pin" size={22} />
                <div>
                  <h3>{t('contact.info.office')}</h3>
                  <p>
                    {COMPANY.legalName}
                    <br />
                    {t('footer.address')}
                  </p>
                </div>
              </li>
              <li>
                <Icon name="shield" size={22} />
                <div>
                  <h3>{t('contact.info.grievance')}</h3>
                  <p>{t('contact.info.grievanceText')}</p>
                  <a href={`mailto:${COMPANY.grievanceEmail}`}>{COMPANY.grievanceEmail}</a>
                </div>
              </li>
            </ul>
          </aside>
        </div>
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCompanyRegistrations } from '../api/site';
import { COMPANY } from '../company';
import { indiaYear } from '../components/dates';
import { Icon } from '../components/Icon';
import { Logo } from '../components/Logo';
import { NewsletterForm } from '../components/NewsletterForm';
import './Footer.css';

const QUICK_LINKS = [
  { to: '/about', key: 'nav.about' },
  { to: '/wholesale', key: 'nav.wholesale' },
  { to: '/retail', key: 'nav.retail' },
  { to: '/services', key: 'nav.services' },
  { to: '/wholesale-rate-list', key: 'nav.rateList' },
  { to: '/csr', key: 'nav.csr' },
  { to: '/blog', key: 'nav.blog' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/become-vendor', key: 'nav.becomeVendor' },
  { to: '/become-service-provider', key: 'nav.becomeProvider' },
] as const;

const POLICY_LINKS = [
  { to: '/privacy', key: 'footer.policies.privacy' },
  { to: '/terms', key: 'footer.policies.terms' },
  { to: '/refund', key: 'footer.policies.refund' },
] as const;

/** Spec 2.2: the tax registration number, PAN and IEC, in this order. */
const REGISTRATIONS = ['gstin', 'pan', 'iec'] as const;

export function Footer() {
  const { t } = useTranslation();
  // India's year, as a word (a number would be grouped like a count: 2,026).
  const year = String(indiaYear());
  const company = useCompanyRegistrations();
  const registrations = REGISTRATIONS.filter((id) => company[id]);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-labelledby="footer-contact">
          <Logo inverted />
          <p className="site-footer__about">{t('footer.about')}</p>
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contactHeading')}
          </h2>
          <address className="site-footer__contact">
            <span className="site-footer__contact-row">
              <Icon name="pin" size={18} />
              <span>
                {COMPANY.legalName}
                <br />
                {t('footer.address')}
              </span>
            </span>
            <a className="site-footer__contact-row" href={COMPANY.phoneHref}>
              <Icon name="phone" size={18} />
              <span dir="ltr">{COMPANY.phone}</span>
            </a>
            <a className="site-footer__contact-row" href={`mailto:${COMPANY.email}`}>
              <Icon name="mail" size={18} />
              {COMPANY.email}
            </a>
            <span className="site-footer__contact-row">
              <Icon name="clock" size={18} />
              {t('footer.hours')}
            </span>
          </address>
        </section>

        <nav className="site-footer__links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            {t('footer.newsletter.heading')}
          </h2>
          <p>{t('footer.newsletter.text')}</p>
          <NewsletterForm />
          <h2 className="site-footer__heading site-footer__heading--follow">{t('footer.follow')}</h2>
          <ul className="site-footer__social">
            {COMPANY.social.map((s) => (
              <li key={s.id}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLabel', { network: s.label })}>
                  <Icon name={s.id} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <div className="site-footer__legal">
            <p data-testid="copyright">{t('footer.copyright', { year })}</p>
            {registrations.length > 0 && (
              <dl className="site-footer__registrations" data-testid="company-registrations">
                {registrations.map((id) => (
                  <div key={id}>
                    <dt>{t(`footer.registrations.${id}`)}</dt>
                    <dd dir="ltr" data-testid={`company-${id}`}>
                      {company[id]}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          <nav aria-label={t('footer.policiesLabel')}>
            <ul className="site-footer__policies">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

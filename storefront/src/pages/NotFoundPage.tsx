import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { usePageTitle } from '../components/usePageTitle';
import './NotFoundPage.css';

/** Any path without a page: say so, and offer the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="not-found section" data-testid="not-found">
      <div className="container not-found__inner">
        <svg className="not-found__art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
          <ellipse cx="120" cy="146" rx="96" ry="8" fill="#e3e6e8" />
          <path d="M40 40h160l-8 30H48Z" fill="#f4a62a" />
          <path d="M48 70h144v70H48Z" fill="#fff" stroke="#cfd5d9" strokeWidth="3" />
          <path d="M30 36h180" stroke="#b86a05" strokeWidth="8" strokeLinecap="round" />
          <rect x="70" y="92" width="100" height="30" rx="6" fill="#ebf7f4" />
          <text x="120" y="114" textAnchor="middle" fontSize="22" fontWeight="800" fill="#0f766e" fontFamily="system-ui, sans-serif">
            404
          </text>
          <path d="M48 70 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0 a8 8 0 0 0 16 0Z" fill="#dd8708" />
        </svg>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <p className="not-found__path">
          <code>{pathname}</code>
        </p>
        <div className="not-found__actions">
          <Link to="/" className="btn" data-testid="not-found-home">
            <Icon name="home" size={18} /> {t('notFound.home')}
          </Link>
          <Link to="/wholesale-rate-list" className="btn btn--outline">
            {t('nav.rateList')}
          </Link>
          <Link to="/contact" className="btn btn--outline">
            {t('nav.contact')}
          </Link>
        </div>
      </div>
    </div>
  );
}

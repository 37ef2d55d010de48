import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './Logo.css';

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0d5c55" />
      <path d="M14 26h36l-3 22a4 4 0 0 1-4 3.5H21A4 4 0 0 1 17 48z" fill="#f4a62a" />
      <path d="M23 26v-4a9 9 0 0 1 18 0v4" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="26" cy="36" r="2.6" fill="#0d5c55" />
      <circle cx="38" cy="36" r="2.6" fill="#0d5c55" />
    </svg>
  );
}

/** The brand mark and wordmark, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`logo${inverted ? ' logo--inverted' : ''}`} aria-label={t('header.logoLabel')}>
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{t('meta.siteName')}</span>
        <span className="logo__tagline">{t('meta.tagline')}</span>
      </span>
    </Link>
  );
}

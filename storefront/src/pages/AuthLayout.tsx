import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../components/Icon';
import { LogoMark } from '../components/Logo';
import './AuthLayout.css';

const BENEFITS: { id: 'rates' | 'orders' | 'services'; icon: IconName }[] = [
  { id: 'rates', icon: 'chart' },
  { id: 'orders', icon: 'truck' },
  { id: 'services', icon: 'calendar' },
];

/** Two panes: the form card, and a brand panel with what an account gives you. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <div className="container auth__inner">
        <div className="auth__card fade-in">
          <h1 className="auth__title">{title}</h1>
          <p className="auth__subtitle">{subtitle}</p>
          {children}
        </div>
        <aside className="auth__aside" aria-label={t('auth.benefits.title')}>
          <LogoMark size={52} />
          <h2>{t('auth.benefits.title')}</h2>
          <ul>
            {BENEFITS.map((b) => (
              <li key={b.id}>
                <span className="auth__benefit-icon">
                  <Icon name={b.icon} size={20} />
                </span>
                {t(`auth.benefits.${b.id}`)}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}

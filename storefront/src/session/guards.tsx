import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { usePageTitle } from '../components/usePageTitle';
import type { LoginState } from '../pages/LoginPage';
import { BACK_OFFICE_PATH, openBackOffice, openBackOfficeSignIn } from './backOffice';
import { DASHBOARD_PATH } from './dashboards';
import { useSession } from './SessionContext';
import { rememberRedirectTarget } from './sessionStorage';
import type { Role } from './sessionTypes';

function Pending({ label }: { label: string }) {
  return (
    <div className="app-loading" role="status">
      <span className="spinner" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Signed out: remember this page and go to /login, which brings the visitor back here afterwards. */
function ToLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const from = `${pathname}${search}${hash}`;
    rememberRedirectTarget(from);
    navigate('/login', { replace: true, state: { from } satisfies LoginState });
  }, [navigate, pathname, search, hash]);
  return <Pending label={t('common.loading')} />;
}

/** Signed out on a vendor's, provider's or admin's dashboard: their sign-in is the back office's. */
function ToBackOfficeSignIn() {
  const { t } = useTranslation();
  useEffect(openBackOfficeSignIn, []);
  return <Pending label={t('common.loading')} />;
}

/** Pages for signed-in customers only (the customer dashboard); other roles go to their own dashboard. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (!session) return <ToLogin />;
  if (session.user.role !== 'customer') return <Navigate to={DASHBOARD_PATH[session.user.role]} replace />;
  return <>{children}</>;
}

/**
 * /admin-dashboard, /vendor-dashboard and /service-provider-dashboard: these dashboards live in
 * the back office, so a user with the role is sent there with a full page load; a signed-out
 * visitor signs in on the back office's /admin/auth, and a signed-in user of another role is
 * told the page needs another account.
 */
export function BackOfficeDashboard({ role }: { role: Exclude<Role, 'customer'> }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { pathname } = useLocation();
  const allowed = session?.user.role === role;
  usePageTitle(t(`topBar.dashboard.${role}`));

  useEffect(() => {
    if (allowed) openBackOffice();
  }, [allowed]);

  if (!session) return <ToBackOfficeSignIn />;
  if (!allowed) return <Navigate to="/login" replace state={{ from: pathname, requiredRole: role } satisfies LoginState} />;
  return (
    <div className="container back-office-redirect" role="status" data-testid="back-office-redirect">
      <span className="spinner" />
      <h1>{t('backOffice.title')}</h1>
      <p>{t('backOffice.text', { dashboard: t(`topBar.dashboard.${role}`) })}</p>
      <a href={BACK_OFFICE_PATH} className="btn">
        <Icon name="dashboard" size={18} /> {t('backOffice.open')}
      </a>
    </div>
  );
}

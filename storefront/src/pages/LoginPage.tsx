import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from '../components/auth/LoginForm';
import { SignedInPanel } from '../components/auth/SignedInPanel';
import { usePageTitle } from '../components/usePageTitle';
import { TOP_BAR_TOAST_MS, useToast } from '../layout/Toast';
import { useSession } from '../session/SessionContext';
import { isSafeRedirect, rememberRedirectTarget, takeRedirectTarget } from '../session/sessionStorage';
import type { Role } from '../session/sessionTypes';
import { AuthLayout } from './AuthLayout';

/** What a route guard passes along when it sends someone here. */
export interface LoginState {
  from?: string;
  /** Set when the visitor is signed in, but with an account of another role than the page needs. */
  requiredRole?: Role;
}

/** /login: e-mail and password for every role; see useAfterSignIn for where each one lands. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = useSession();
  const { notify } = useToast();
  usePageTitle(t('auth.login.title'));

  const state = (location.state as LoginState | null) ?? {};
  const requiredRole = session && state.requiredRole && state.requiredRole !== session.user.role ? state.requiredRole : undefined;

  // Signed in already with a pending destination: go straight there, checkout first (spec 2.10).
  useEffect(() => {
    if (!session || requiredRole) return;
    const target = takeRedirectTarget();
    if (target) {
      notify({ title: t('toast.loginSuccessful.title'), description: t('toast.loginSuccessful.description'), duration: TOP_BAR_TOAST_MS });
      navigate(target, { replace: true });
    }
  }, [session, requiredRole, navigate, notify, t]);

  if (session) {
    return (
      <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.alreadySignedIn', { name: session.user.name || session.user.email })}>
        <SignedInPanel
          hideWho
          user={session.user}
          message={requiredRole ? t('auth.login.wrongRole', { dashboard: t(`topBar.dashboard.${requiredRole}`), role: t(`roles.${requiredRole}`) }) : undefined}
          onSignedOut={() => {
            if (isSafeRedirect(state.from)) rememberRedirectTarget(state.from);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm fallback={isSafeRedirect(state.from) ? state.from : '/'} />
      <p className="auth__switch">
        {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.createAccount')}</Link>
      </p>
      <p className="auth__partners">
        <Link to="/become-vendor#login">{t('auth.partners.vendor')}</Link>
        <span aria-hidden="true">·</span>
        <Link to="/become-service-provider#login">{t('auth.partners.provider')}</Link>
      </p>
    </AuthLayout>
  );
}

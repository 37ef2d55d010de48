import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from '../components/auth/LoginForm';
import { PasswordRecoveryForm } from '../components/auth/PasswordRecoveryForm';
import { PhoneLoginForm } from '../components/auth/PhoneLoginForm';
import { SignedInPanel } from '../components/auth/SignedInPanel';
import { useFocusAfterRender } from '../components/useFocusAfterRender';
import { usePageTitle } from '../components/usePageTitle';
import { useTabs } from '../components/useTabs';
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

type Method = 'email' | 'phone';
const METHODS: readonly Method[] = ['email', 'phone'];

/**
 * /login: e-mail and password, or phone and a texted code, for every role (see useAfterSignIn
 * for where each one lands); a forgotten password is reset here with a code sent by e-mail.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = useSession();
  const { notify } = useToast();
  const [method, setMethod] = useState<Method>('email');
  const [recovering, setRecovering] = useState<{ email: string } | null>(null);
  const { tabProps, panelProps } = useTabs({ tabs: METHODS, selected: method, onSelect: setMethod });
  usePageTitle(recovering ? t('account.recovery.title') : t('auth.login.title'));
  // Forgot your password? and Back to log in replace the card, the pressed button included: the
  // new card's title takes the focus, which would otherwise fall to <body>.
  const title = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfterRender();
  const recover = (next: { email: string } | null) => {
    setRecovering(next);
    focusAfter(() => title.current);
  };

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

  const fallback = isSafeRedirect(state.from) ? state.from : '/';
  if (recovering) {
    return (
      <AuthLayout title={t('account.recovery.title')} subtitle={t('account.recovery.intro')} titleRef={title}>
        <PasswordRecoveryForm initialEmail={recovering.email} fallback={fallback} onCancel={() => recover(null)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} titleRef={title}>
      <div className="auth__methods" role="tablist" aria-label={t('account.methods.label')}>
        {METHODS.map((m) => (
          <button key={m} {...tabProps(m)} className={`auth__method${method === m ? ' auth__method--current' : ''}`} data-testid={`login-method-${m}`}>
            {t(`account.methods.${m}`)}
          </button>
        ))}
      </div>
      <div {...panelProps(method)}>
        {method === 'email' ? (
          <LoginForm fallback={fallback} onForgotPassword={(email) => recover({ email })} />
        ) : (
          <PhoneLoginForm fallback={fallback} />
        )}
      </div>
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

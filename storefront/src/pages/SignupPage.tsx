import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountSignupForm } from '../components/auth/AccountSignupForm';
import { SignedInPanel } from '../components/auth/SignedInPanel';
import { usePageTitle } from '../components/usePageTitle';
import { useSession } from '../session/SessionContext';
import { AuthLayout } from './AuthLayout';

/** /signup: a customer account (name, e-mail, verified phone, password) via POST /api/auth/signup. */
export default function SignupPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  usePageTitle(t('auth.signup.title'));

  if (session) {
    return (
      <AuthLayout title={t('auth.signup.title')} subtitle={t('auth.login.alreadySignedIn', { name: session.user.name || session.user.email })}>
        <SignedInPanel hideWho user={session.user} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <AccountSignupForm kind="customer" />
      <p className="auth__switch">
        {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.signup.login')}</Link>
      </p>
      <p className="auth__partners">
        <Link to="/become-vendor">{t('auth.partners.vendor')}</Link>
        <span aria-hidden="true">·</span>
        <Link to="/become-service-provider">{t('auth.partners.provider')}</Link>
      </p>
    </AuthLayout>
  );
}

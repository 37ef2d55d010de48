import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/auth/LoginForm';
import { SignedInPanel } from '../components/auth/SignedInPanel';
import { Icon, type IconName } from '../components/Icon';
import { JoinTabs } from '../components/onboarding/JoinTabs';
import { SupplierRegistrationForm } from '../components/onboarding/SupplierRegistrationForm';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useSession } from '../session/SessionContext';
import './LandingPages.css';
import './OnboardingPages.css';

const BENEFITS: { id: 'reach' | 'rates' | 'payments' | 'support'; icon: IconName }[] = [
  { id: 'reach', icon: 'users' },
  { id: 'rates', icon: 'chart' },
  { id: 'payments', icon: 'money' },
  { id: 'support', icon: 'shield' },
];
const STEPS = ['register', 'verify', 'sell'] as const;

/** /become-vendor (spec 2.10): why sell here, how it works, and the Sign Up / Login tabs. */
export default function BecomeVendorPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  // Only a session that existed when the page opened gets the "signed in" panel: one created here
  // by signing up keeps the form's success message on screen until the back office opens.
  const [signedInAtStart] = useState(() => session?.user.id);
  const showSignedIn = !!session && session.user.id === signedInAtStart;
  usePageTitle(t('becomeVendor.title'));

  return (
    <>
      <PageHero eyebrow={t('becomeVendor.eyebrow')} title={t('becomeVendor.title')} subtitle={t('becomeVendor.subtitle')}>
        <div className="page-hero__actions">
          <a href="#join" className="btn btn--accent">
            {t('becomeVendor.cta')} <Icon name="arrowRight" size={18} />
          </a>
        </div>
      </PageHero>

      <section className="section section--white" aria-labelledby="vendor-benefits">
        <div className="container">
          <h2 id="vendor-benefits">{t('becomeVendor.benefitsTitle')}</h2>
          <ul className="reasons" data-testid="vendor-benefits">
            {BENEFITS.map((b) => (
              <li key={b.id} className="reasons__item">
                <span className="reasons__icon" aria-hidden="true">
                  <Icon name={b.icon} size={26} />
                </span>
                <div>
                  <h3>{t(`becomeVendor.benefits.${b.id}.title`)}</h3>
                  <p>{t(`becomeVendor.benefits.${b.id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="vendor-how">
        <div className="container">
          <h2 id="vendor-how">{t('becomeVendor.howTitle')}</h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`becomeVendor.steps.${step}.title`)}</h3>
                <p>{t(`becomeVendor.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="join" className="section section--white join" aria-labelledby="vendor-join">
        <div className="container join__inner">
          <div className="join__head">
            <h2 id="vendor-join">{t('becomeVendor.joinTitle')}</h2>
            <p>{t('becomeVendor.joinText')}</p>
          </div>
          <div className="join__card">
            {session && showSignedIn ? (
              <SignedInPanel user={session.user} message={session.user.role === 'vendor' ? undefined : t('becomeVendor.signedInOther')} />
            ) : (
              <JoinTabs
                label={t('becomeVendor.tabsLabel')}
                signup={<SupplierRegistrationForm />}
                login={
                  <>
                    <p className="join__intro">{t('becomeVendor.loginIntro')}</p>
                    <LoginForm />
                  </>
                }
              />
            )}
          </div>
        </div>
      </section>
    </>
  );
}

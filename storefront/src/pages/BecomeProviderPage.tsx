import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORIES } from '../catalog/categories';
import { AccountSignupForm } from '../components/auth/AccountSignupForm';
import { LoginForm } from '../components/auth/LoginForm';
import { SignedInPanel } from '../components/auth/SignedInPanel';
import { CategoryArt } from '../components/CategoryArt';
import { Icon, type IconName } from '../components/Icon';
import { JoinTabs } from '../components/onboarding/JoinTabs';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useSession } from '../session/SessionContext';
import './LandingPages.css';
import './OnboardingPages.css';

const BENEFITS: { id: 'bookings' | 'schedule' | 'payments' | 'reviews'; icon: IconName }[] = [
  { id: 'bookings', icon: 'calendar' },
  { id: 'schedule', icon: 'clock' },
  { id: 'payments', icon: 'money' },
  { id: 'reviews', icon: 'star' },
];

/** /become-service-provider (spec 2.10): benefits, the nine service categories, Sign Up / Login. */
export default function BecomeProviderPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  // Only a session that existed when the page opened gets the "signed in" panel: one created here
  // by signing up keeps the form's success message on screen until the back office opens.
  const [signedInAtStart] = useState(() => session?.user.id);
  const showSignedIn = !!session && session.user.id === signedInAtStart;
  usePageTitle(t('becomeProvider.title'));

  return (
    <>
      <PageHero eyebrow={t('becomeProvider.eyebrow')} title={t('becomeProvider.title')} subtitle={t('becomeProvider.subtitle')}>
        <div className="page-hero__actions">
          <a href="#join" className="btn btn--accent">
            {t('becomeProvider.cta')} <Icon name="arrowRight" size={18} />
          </a>
        </div>
      </PageHero>

      <section className="section section--white" aria-labelledby="provider-benefits">
        <div className="container">
          <h2 id="provider-benefits">{t('becomeProvider.benefitsTitle')}</h2>
          <ul className="reasons" data-testid="provider-benefits">
            {BENEFITS.map((b) => (
              <li key={b.id} className="reasons__item">
                <span className="reasons__icon" aria-hidden="true">
                  <Icon name={b.icon} size={26} />
                </span>
                <div>
                  <h3>{t(`becomeProvider.benefits.${b.id}.title`)}</h3>
                  <p>{t(`becomeProvider.benefits.${b.id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="provider-categories">
        <div className="container">
          <h2 id="provider-categories">{t('becomeProvider.categoriesTitle')}</h2>
          <p className="join__lead">{t('becomeProvider.categoriesText')}</p>
          <ul className="service-chips" data-testid="provider-categories">
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.id} className="service-chips__item">
                <span className="service-chips__art" aria-hidden="true">
                  <CategoryArt kind={category.id} />
                </span>
                <span>{t(`categories.${category.id}.name`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="join" className="section section--white join" aria-labelledby="provider-join">
        <div className="container join__inner join__inner--narrow">
          <div className="join__head">
            <h2 id="provider-join">{t('becomeProvider.joinTitle')}</h2>
            <p>{t('becomeProvider.joinText')}</p>
          </div>
          <div className="join__card">
            {session && showSignedIn ? (
              <SignedInPanel user={session.user} message={session.user.role === 'provider' ? undefined : t('becomeProvider.signedInOther')} />
            ) : (
              <JoinTabs
                label={t('becomeProvider.tabsLabel')}
                signup={<AccountSignupForm kind="provider" />}
                login={
                  <>
                    <p className="join__intro">{t('becomeProvider.loginIntro')}</p>
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

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/auth/LoginForm';
import { SignedInPanel } from '../components/auth/SignedInPanel';
import { Icon } from '../components/Icon';
import { JoinTabs } from '../components/onboarding/JoinTabs';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useSession } from '../session/SessionContext';
import { LandingSection, ReasonList, type Reason } from './LandingSections';
import './LandingPages.css';
import './OnboardingPages.css';

interface OnboardingPageLayoutProps {
  /** The i18n section holding the page's texts (eyebrow, title, cta, joinTitle, tabsLabel …). */
  page: 'becomeVendor' | 'becomeProvider';
  /** The role this page signs up: prefixes the section ids and decides who is "already one". */
  role: 'vendor' | 'provider';
  benefits: readonly Reason[];
  signupForm: ReactNode;
  /** A narrower join card, for a single-column sign-up form. */
  narrow?: boolean;
  /** The page's own sections, between the benefits and the join card. */
  children: ReactNode;
}

/**
 * The Become a vendor / service provider pages (spec 2.10): hero with a jump to the join
 * card, benefits, the page's own sections, then Sign Up / Login tabs (or, for someone
 * already signed in, who they are and the way to their dashboard).
 */
export function OnboardingPageLayout({ page, role, benefits, signupForm, narrow = false, children }: OnboardingPageLayoutProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  // Only a session that existed when the page opened gets the "signed in" panel: one created here
  // by signing up keeps the form's success message on screen until the back office opens.
  const [signedInAtStart] = useState(() => session?.user.id);
  const showSignedIn = !!session && session.user.id === signedInAtStart;
  usePageTitle(t(`${page}.title`));

  return (
    <>
      <PageHero eyebrow={t(`${page}.eyebrow`)} title={t(`${page}.title`)} subtitle={t(`${page}.subtitle`)}>
        <div className="page-hero__actions">
          <a href="#join" className="btn btn--accent">
            {t(`${page}.cta`)} <Icon name="arrowRight" size={18} />
          </a>
        </div>
      </PageHero>

      <LandingSection id={`${role}-benefits`} title={t(`${page}.benefitsTitle`)} white>
        <ReasonList items={benefits} testId={`${role}-benefits`} />
      </LandingSection>

      {children}

      <section id="join" className="section section--white join" aria-labelledby={`${role}-join`}>
        <div className={`container join__inner${narrow ? ' join__inner--narrow' : ''}`}>
          <div className="join__head">
            <h2 id={`${role}-join`}>{t(`${page}.joinTitle`)}</h2>
            <p>{t(`${page}.joinText`)}</p>
          </div>
          <div className="join__card">
            {session && showSignedIn ? (
              <SignedInPanel user={session.user} message={session.user.role === role ? undefined : t(`${page}.signedInOther`)} />
            ) : (
              <JoinTabs
                label={t(`${page}.tabsLabel`)}
                signup={signupForm}
                login={
                  <>
                    <p className="join__intro">{t(`${page}.loginIntro`)}</p>
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

import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORIES } from '../catalog/categories';
import { AccountSignupForm } from '../components/auth/AccountSignupForm';
import { CategoryArt } from '../components/CategoryArt';
import type { IconName } from '../components/Icon';
import { LandingSection } from './LandingSections';
import { OnboardingPageLayout } from './OnboardingPageLayout';

const BENEFITS: { id: 'bookings' | 'schedule' | 'payments' | 'reviews'; icon: IconName }[] = [
  { id: 'bookings', icon: 'calendar' },
  { id: 'schedule', icon: 'clock' },
  { id: 'payments', icon: 'money' },
  { id: 'reviews', icon: 'star' },
];

/** /become-service-provider (spec 2.10): benefits, the nine service categories, Sign Up / Login. */
export default function BecomeProviderPage() {
  const { t } = useTranslation();
  const benefits = BENEFITS.map(({ id, icon }) => ({ id, icon, title: t(`becomeProvider.benefits.${id}.title`), text: t(`becomeProvider.benefits.${id}.text`) }));

  return (
    <OnboardingPageLayout page="becomeProvider" role="provider" benefits={benefits} signupForm={<AccountSignupForm kind="provider" />} narrow>
      <LandingSection id="provider-categories" title={t('becomeProvider.categoriesTitle')}>
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
      </LandingSection>
    </OnboardingPageLayout>
  );
}

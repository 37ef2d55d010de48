import { useTranslation } from 'react-i18next';
import type { IconName } from '../components/Icon';
import { SupplierRegistrationForm } from '../components/onboarding/SupplierRegistrationForm';
import { LandingSection, StepList } from './LandingSections';
import { OnboardingPageLayout } from './OnboardingPageLayout';

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
  const benefits = BENEFITS.map(({ id, icon }) => ({ id, icon, title: t(`becomeVendor.benefits.${id}.title`), text: t(`becomeVendor.benefits.${id}.text`) }));
  const steps = STEPS.map((id) => ({ id, title: t(`becomeVendor.steps.${id}.title`), text: t(`becomeVendor.steps.${id}.text`) }));

  return (
    <OnboardingPageLayout page="becomeVendor" role="vendor" benefits={benefits} signupForm={<SupplierRegistrationForm />}>
      <LandingSection id="vendor-how" title={t('becomeVendor.howTitle')}>
        <StepList items={steps} />
      </LandingSection>
    </OnboardingPageLayout>
  );
}

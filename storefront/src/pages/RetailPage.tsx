import { useTranslation } from 'react-i18next';
import type { IconName } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { RetailCategoryFinder } from '../components/RetailCategoryFinder';
import { usePageTitle } from '../components/usePageTitle';
import { LandingSection, ReasonList } from './LandingSections';
import './LandingPages.css';

const REASONS: { id: 'delivery' | 'sellers' | 'returns' | 'payments'; icon: IconName }[] = [
  { id: 'delivery', icon: 'truck' },
  { id: 'sellers', icon: 'shield' },
  { id: 'returns', icon: 'refresh' },
  { id: 'payments', icon: 'money' },
];

/** /retail: the six retail categories with a name filter, and 'Why Shop With Us'. */
export default function RetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('retailPage.title'));
  const reasons = REASONS.map(({ id, icon }) => ({ id, icon, title: t(`retailPage.why.items.${id}.title`), text: t(`retailPage.why.items.${id}.text`) }));
  return (
    <>
      <PageHero eyebrow={t('retailPage.eyebrow')} title={t('retailPage.title')} subtitle={t('retailPage.subtitle')} />
      <LandingSection id="retail-categories" title={t('retailPage.categoriesHeading')}>
        <RetailCategoryFinder />
      </LandingSection>
      <LandingSection id="retail-why" title={t('retailPage.why.title')} white testId="why-shop-with-us">
        <ReasonList items={reasons} />
      </LandingSection>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WHOLESALE_CATEGORIES } from '../catalog/categories';
import { useProductCounts } from '../catalog/useProductCounts';
import { CategoryGrid } from '../components/CategoryGrid';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { LandingSection, StepList } from './LandingSections';
import './LandingPages.css';

const STEPS = ['browse', 'enquire', 'deliver'] as const;

/** /wholesale: the six wholesale categories. */
export default function WholesalePage() {
  const { t } = useTranslation();
  usePageTitle(t('wholesalePage.title'));
  const counts = useProductCounts();
  const steps = STEPS.map((id) => ({ id, title: t(`wholesalePage.steps.${id}.title`), text: t(`wholesalePage.steps.${id}.text`) }));
  return (
    <>
      <PageHero eyebrow={t('wholesalePage.eyebrow')} title={t('wholesalePage.title')} subtitle={t('wholesalePage.subtitle')}>
        <div className="page-hero__actions">
          <Link to="/wholesale-rate-list" className="btn btn--accent">
            <Icon name="chart" size={18} /> {t('wholesalePage.rateListCta')}
          </Link>
        </div>
      </PageHero>
      <LandingSection id="wholesale-categories" title={t('wholesalePage.categoriesHeading')} hiddenTitle>
        <CategoryGrid categories={WHOLESALE_CATEGORIES} actionLabel={t('common.viewProducts')} testId="wholesale-categories" counts={counts?.subcategories} countStyle="label" />
      </LandingSection>
      <LandingSection id="wholesale-how" title={t('wholesalePage.howTitle')} white>
        <StepList items={steps} />
      </LandingSection>
    </>
  );
}

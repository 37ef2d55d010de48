import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_CATEGORIES, WHOLESALE_CATEGORIES } from '../../catalog/categories';
import { useProductCounts } from '../../catalog/useProductCounts';
import { CategoryGrid } from '../CategoryGrid';
import { Icon } from '../Icon';
import { RetailCategoryFinder } from '../RetailCategoryFinder';
import { HomeSection } from './HomeSection';

export function WholesaleBlock() {
  const { t } = useTranslation();
  const counts = useProductCounts();
  return (
    <HomeSection
      name="wholesale"
      action={
        <Link to="/wholesale-rate-list" className="btn btn--outline">
          <Icon name="chart" size={18} /> {t('home.wholesale.rates')}
        </Link>
      }
    >
      <CategoryGrid categories={WHOLESALE_CATEGORIES} actionLabel={t('common.viewProducts')} counts={counts?.subcategories} countStyle="label" />
    </HomeSection>
  );
}

export function RetailBlock() {
  return (
    <HomeSection name="retail" tone="muted">
      <RetailCategoryFinder />
    </HomeSection>
  );
}

export function ServicesBlock() {
  const { t } = useTranslation();
  return (
    <HomeSection
      name="services"
      action={
        <Link to="/services" className="btn btn--outline" data-testid="view-all-services">
          {t('home.services.viewAll')} <Icon name="arrowRight" size={18} />
        </Link>
      }
    >
      <CategoryGrid categories={SERVICE_CATEGORIES} actionLabel={t('common.bookNow')} compact />
    </HomeSection>
  );
}

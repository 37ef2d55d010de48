import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_CATEGORIES, WHOLESALE_CATEGORIES } from '../../catalog/categories';
import { CategoryCard } from '../CategoryCard';
import { Icon } from '../Icon';
import { RetailCategoryFinder } from '../RetailCategoryFinder';
import { SectionHead } from '../SectionHead';

export function WholesaleBlock() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="home-wholesale" data-testid="home-wholesale">
      <div className="container">
        <SectionHead
          id="home-wholesale"
          eyebrow={t('home.wholesale.eyebrow')}
          title={t('home.wholesale.title')}
          subtitle={t('home.wholesale.subtitle')}
          action={
            <Link to="/wholesale-rate-list" className="btn btn--outline">
              <Icon name="chart" size={18} /> {t('home.wholesale.rates')}
            </Link>
          }
        />
        <ul className="category-grid category-grid--three">
          {WHOLESALE_CATEGORIES.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} actionLabel={t('common.viewProducts')} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function RetailBlock() {
  const { t } = useTranslation();
  return (
    <section className="section section--muted" aria-labelledby="home-retail" data-testid="home-retail">
      <div className="container">
        <SectionHead id="home-retail" eyebrow={t('home.retail.eyebrow')} title={t('home.retail.title')} subtitle={t('home.retail.subtitle')} />
        <RetailCategoryFinder />
      </div>
    </section>
  );
}

export function ServicesBlock() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="home-services" data-testid="home-services">
      <div className="container">
        <SectionHead
          id="home-services"
          eyebrow={t('home.services.eyebrow')}
          title={t('home.services.title')}
          subtitle={t('home.services.subtitle')}
          action={
            <Link to="/services" className="btn btn--outline" data-testid="view-all-services">
              {t('home.services.viewAll')} <Icon name="arrowRight" size={18} />
            </Link>
          }
        />
        <ul className="category-grid category-grid--three">
          {SERVICE_CATEGORIES.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} actionLabel={t('common.bookNow')} compact />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

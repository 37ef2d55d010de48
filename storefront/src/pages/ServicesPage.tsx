import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORIES } from '../catalog/categories';
import { CategoryCard } from '../components/CategoryCard';
import { Icon, type IconName } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import './LandingPages.css';

const PROMISES: { id: 'verified' | 'pricing' | 'support'; icon: IconName }[] = [
  { id: 'verified', icon: 'shield' },
  { id: 'pricing', icon: 'tag' },
  { id: 'support', icon: 'phone' },
];

/** /services: the nine service categories. */
export default function ServicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('servicesPage.title'));
  return (
    <>
      <PageHero eyebrow={t('servicesPage.eyebrow')} title={t('servicesPage.title')} subtitle={t('servicesPage.subtitle')}>
        <ul className="page-hero__chips">
          {PROMISES.map((p) => (
            <li key={p.id}>
              <Icon name={p.icon} size={16} /> {t(`servicesPage.promises.${p.id}`)}
            </li>
          ))}
        </ul>
      </PageHero>
      <section className="section" aria-labelledby="service-categories">
        <div className="container">
          <h2 id="service-categories" className="visually-hidden">
            {t('servicesPage.categoriesHeading')}
          </h2>
          <ul className="category-grid category-grid--three" data-testid="service-categories">
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} actionLabel={t('common.bookNow')} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

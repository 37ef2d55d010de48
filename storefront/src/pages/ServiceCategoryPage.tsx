import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { serviceCategoryOf, type ServiceCategory } from '@bazaar/common';
import { fetchServices, SERVICES_PER_PAGE, type ServicePage } from '../api/services';
import { Alert } from '../components/Alert';
import { Icon } from '../components/Icon';
import { Pager } from '../components/Pager';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { CITIES, isCity } from '../catalog/cities';
import { useLocationPreference } from '../location/LocationContext';
import { ServiceCard } from '../services/ServiceCard';
import { useLoad } from '../services/useLoad';
import NotFoundPage from './NotFoundPage';
import '../services/services.css';

/**
 * The eight service pages and the e-services page (/services/e-service and /services/e-services):
 * the live services of the category in the city chosen in the top bar (GET /api/services).
 */
export default function ServiceCategoryPage() {
  const { category: slug } = useParams();
  // /services/e-services is the same page as /services/e-service (the menus' spelling).
  const category = serviceCategoryOf(slug ?? '');
  if (!category) return <NotFoundPage />;
  return <CategoryServices key={category} category={category} />;
}

function CategoryServices({ category }: { category: ServiceCategory }) {
  const { t } = useTranslation();
  const { city, setCity } = useLocationPreference();
  const [page, setPage] = useState(1);
  const cityId = useId();
  const name = t(`categories.${category}.name`);
  usePageTitle(name);
  const [loaded, reload] = useLoad<ServicePage>((signal) => fetchServices({ category, city, page }, signal), `${category}|${city}|${page}`);
  const data = loaded.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / SERVICES_PER_PAGE)) : 1;

  return (
    <>
      <PageHero eyebrow={t('services.inCity', { city: t(`cities.${city}`) })} title={name} subtitle={t(`categories.${category}.description`)} />
      <section className="section" aria-labelledby="service-list-title" data-testid="service-category" data-category={category}>
        <div className="container">
          <div className="service-toolbar">
            <h2 id="service-list-title" className="service-toolbar__title" data-testid="service-count">
              {data ? t('services.listCount', { count: data.total }) : t('common.loading')}
            </h2>
            <div className="service-toolbar__city">
              <label htmlFor={cityId} className="field__label">
                {t('services.city')}
              </label>
              <select
                id={cityId}
                className="select"
                value={city}
                onChange={(e) => {
                  if (isCity(e.target.value)) {
                    setPage(1);
                    setCity(e.target.value);
                  }
                }}
                data-testid="service-city"
              >
                {CITIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`cities.${c}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {loaded.state === 'error' && (
            <Alert tone="error" title={t('services.loadError')} testId="services-error">
              <p>{loaded.message || t('common.networkError')}</p>
              <button type="button" className="btn btn--sm btn--outline" onClick={reload}>
                <Icon name="refresh" size={16} /> {t('common.retry')}
              </button>
            </Alert>
          )}

          {data && data.items.length === 0 && (
            <div className="service-empty" data-testid="services-empty">
              <p>
                <strong>{t('services.empty', { category: name, city: t(`cities.${city}`) })}</strong>
              </p>
              <p>{t('services.emptyHint')}</p>
              <Link to="/services" className="btn btn--outline btn--sm">
                {t('services.allCategories')}
              </Link>
            </div>
          )}

          {data && data.items.length > 0 && (
            <ul className="service-grid" aria-busy={loaded.state === 'loading'}>
              {data.items.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          )}

          <Pager page={page} pages={pages} onPage={setPage} testId="service-pager" />
        </div>
      </section>
    </>
  );
}

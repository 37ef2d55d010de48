import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchServiceCounts } from '../api/services';
import { useLocationPreference } from '../location/LocationContext';
import { SERVICE_CATEGORIES } from '../catalog/categories';
import { CategoryGrid } from '../components/CategoryGrid';
import { Icon, type IconName } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { LandingSection } from './LandingSections';
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
  const { city } = useLocationPreference();
  const [counts, setCounts] = useState<Record<string, number>>();
  // Live counts of the services customers can book in the top bar's city; the cards stand without them if the call fails.
  useEffect(() => {
    const controller = new AbortController();
    fetchServiceCounts(city, controller.signal)
      .then(({ categories }) => setCounts(categories))
      .catch(() => setCounts(undefined));
    return () => controller.abort();
  }, [city]);
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
      <LandingSection id="service-categories" title={t('servicesPage.categoriesHeading')} hiddenTitle>
        <CategoryGrid categories={SERVICE_CATEGORIES} actionLabel={t('common.bookNow')} testId="service-categories" counts={counts} />
      </LandingSection>
    </>
  );
}

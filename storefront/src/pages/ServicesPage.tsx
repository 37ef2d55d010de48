import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchServiceCategoryCounts } from '../api/services';
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
  const [counts, setCounts] = useState<Record<string, number>>();
  // Live counts of services customers can book now; the cards stand without them if the call fails.
  useEffect(() => {
    const controller = new AbortController();
    fetchServiceCategoryCounts(controller.signal)
      .then(({ items }) => setCounts(Object.fromEntries(items.map((c) => [c.id, c.count]))))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
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

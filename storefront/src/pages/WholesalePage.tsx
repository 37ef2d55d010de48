import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WHOLESALE_CATEGORIES } from '../catalog/categories';
import { CategoryCard } from '../components/CategoryCard';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import './LandingPages.css';

const STEPS = ['browse', 'enquire', 'deliver'] as const;

/** /wholesale: the six wholesale categories. */
export default function WholesalePage() {
  const { t } = useTranslation();
  usePageTitle(t('wholesalePage.title'));
  return (
    <>
      <PageHero eyebrow={t('wholesalePage.eyebrow')} title={t('wholesalePage.title')} subtitle={t('wholesalePage.subtitle')}>
        <div className="page-hero__actions">
          <Link to="/wholesale-rate-list" className="btn btn--accent">
            <Icon name="chart" size={18} /> {t('wholesalePage.rateListCta')}
          </Link>
        </div>
      </PageHero>
      <section className="section" aria-labelledby="wholesale-categories">
        <div className="container">
          <h2 id="wholesale-categories" className="visually-hidden">
            {t('wholesalePage.categoriesHeading')}
          </h2>
          <ul className="category-grid category-grid--three" data-testid="wholesale-categories">
            {WHOLESALE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} actionLabel={t('common.viewProducts')} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--white" aria-labelledby="wholesale-how">
        <div className="container">
          <h2 id="wholesale-how">{t('wholesalePage.howTitle')}</h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`wholesalePage.steps.${step}.title`)}</h3>
                <p>{t(`wholesalePage.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

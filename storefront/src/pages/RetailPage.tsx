import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { RetailCategoryFinder } from '../components/RetailCategoryFinder';
import { usePageTitle } from '../components/usePageTitle';
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
  return (
    <>
      <PageHero eyebrow={t('retailPage.eyebrow')} title={t('retailPage.title')} subtitle={t('retailPage.subtitle')} />
      <section className="section" aria-labelledby="retail-categories">
        <div className="container">
          <h2 id="retail-categories">{t('retailPage.categoriesHeading')}</h2>
          <RetailCategoryFinder />
        </div>
      </section>
      <section className="section section--white" aria-labelledby="retail-why" data-testid="why-shop-with-us">
        <div className="container">
          <h2 id="retail-why">{t('retailPage.why.title')}</h2>
          <ul className="reasons">
            {REASONS.map((reason) => (
              <li key={reason.id} className="reasons__item">
                <span className="reasons__icon">
                  <Icon name={reason.icon} size={26} />
                </span>
                <div>
                  <h3>{t(`retailPage.why.items.${reason.id}.title`)}</h3>
                  <p>{t(`retailPage.why.items.${reason.id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../Icon';
import './PromoBanners.css';

const PROMOS: { id: 'rates' | 'delivery' | 'services'; to: string; icon: IconName }[] = [
  { id: 'rates', to: '/wholesale-rate-list', icon: 'chart' },
  { id: 'delivery', to: '/retail', icon: 'truck' },
  { id: 'services', to: '/services', icon: 'shield' },
];

/** The home page's banner block: three promotions. */
export function PromoBanners() {
  const { t } = useTranslation();
  return (
    <section className="section section--white promo" aria-label={t('home.promo.label')}>
      <ul className="container promo__grid">
        {PROMOS.map((promo) => (
          <li key={promo.id} className={`promo__card promo__card--${promo.id}`}>
            <span className="promo__icon">
              <Icon name={promo.icon} size={26} />
            </span>
            <div className="promo__body">
              <h2 className="promo__title">{t(`home.promo.${promo.id}.title`)}</h2>
              <p className="promo__text">{t(`home.promo.${promo.id}.text`)}</p>
              <Link to={promo.to} className="promo__link">
                {t(`home.promo.${promo.id}.cta`)} <Icon name="arrowRight" size={16} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

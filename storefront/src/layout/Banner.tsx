import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../components/Icon';
import './Banner.css';

const MESSAGES: { key: 'banner.freeDelivery' | 'banner.dailyRates' | 'banner.verifiedVendors'; icon: IconName }[] = [
  { key: 'banner.freeDelivery', icon: 'truck' },
  { key: 'banner.dailyRates', icon: 'chart' },
  { key: 'banner.verifiedVendors', icon: 'shield' },
];

/** The scrolling announcement strip: retail orders above ₹500 ship free. */
export function Banner() {
  const { t } = useTranslation();
  const items = MESSAGES.map((m) => (
    <span key={m.key} className="banner__item">
      <Icon name={m.icon} size={16} />
      {t(m.key)}
    </span>
  ));
  return (
    <aside className="banner" aria-label={t('banner.label')} data-testid="delivery-banner">
      <p className="visually-hidden">{MESSAGES.map((m) => t(m.key)).join('. ')}</p>
      <div className="banner__track" aria-hidden="true">
        <div className="banner__group">{items}</div>
        <div className="banner__group">{items}</div>
      </div>
    </aside>
  );
}

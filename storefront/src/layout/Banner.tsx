import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../components/Icon';
import './Banner.css';

const MESSAGES: { key: 'banner.freeDelivery' | 'banner.dailyRates' | 'banner.verifiedVendors'; icon: IconName }[] = [
  { key: 'banner.freeDelivery', icon: 'truck' },
  { key: 'banner.dailyRates', icon: 'chart' },
  { key: 'banner.verifiedVendors', icon: 'shield' },
];

/**
 * The scrolling announcement strip: retail orders above ₹500 ship free. Its pause button stops
 * the scrolling for keyboard and touch users too (WCAG 2.2.2); hover pauses it for a mouse, and
 * under reduced motion nothing scrolls (nor is the button shown).
 */
export function Banner() {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const items = MESSAGES.map((m) => (
    <span key={m.key} className="banner__item">
      <Icon name={m.icon} size={16} />
      {t(m.key)}
    </span>
  ));
  return (
    <aside className={`banner${paused ? ' banner--paused' : ''}`} aria-label={t('banner.label')} data-testid="delivery-banner">
      <p className="visually-hidden">{MESSAGES.map((m) => t(m.key)).join('. ')}</p>
      <div className="banner__track" aria-hidden="true">
        <div className="banner__group">{items}</div>
        <div className="banner__group">{items}</div>
      </div>
      <button type="button" className="banner__pause" aria-pressed={paused} aria-label={t('banner.pause')} title={t('banner.pause')} onClick={() => setPaused((p) => !p)} data-testid="banner-pause">
        <Icon name={paused ? 'play' : 'pause'} size={16} />
      </button>
    </aside>
  );
}

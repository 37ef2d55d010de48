import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon';
import { HomeSection } from './HomeSection';
import './WhyChooseUs.css';

const FEATURES: { id: 'multiVendor' | 'prices' | 'range' | 'delivery'; icon: IconName }[] = [
  { id: 'multiVendor', icon: 'users' },
  { id: 'prices', icon: 'tag' },
  { id: 'range', icon: 'layers' },
  { id: 'delivery', icon: 'truck' },
];

export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <HomeSection name="why" tone="white">
      <ul className="features">
        {FEATURES.map((feature) => (
          <li key={feature.id} className="feature">
            <span className="feature__icon">
              <Icon name={feature.icon} size={28} />
            </span>
            <h3 className="feature__title">{t(`home.why.features.${feature.id}.title`)}</h3>
            <p className="feature__text">{t(`home.why.features.${feature.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

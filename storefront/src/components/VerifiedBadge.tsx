import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './VerifiedBadge.css';

/** "Verified": an admin checked this seller's or provider's business document. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="verified-badge" data-testid="verified-badge">
      <Icon name="checkCircle" size={14} /> {t('common.verified')}
    </span>
  );
}

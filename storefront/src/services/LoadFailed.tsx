import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import type { Loaded } from './useLoad';

/** A failed load (useLoad): the server's message, else `fallback`, and Try again. */
export function LoadFailed<T>({ loaded, fallback, onRetry }: { loaded: Loaded<T>; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (loaded.state !== 'error') return null;
  return (
    <p className="alert alert--error" role="alert">
      <Icon name="alert" size={18} /> {loaded.message || fallback}{' '}
      <button type="button" className="btn btn--sm btn--outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}

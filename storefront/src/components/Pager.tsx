import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './Pager.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous / "Page n of m" / Next under a list the server pages. */
export function Pager({ page, pages, onPage, testId }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pager.label')} data-testid={testId}>
      <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        <Icon name="chevronLeft" size={16} /> {t('common.pager.previous')}
      </button>
      <span data-testid={`${testId}-position`}>{t('common.pager.position', { page, pages })}</span>
      <button type="button" className="btn btn--outline btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t('common.pager.next')} <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}

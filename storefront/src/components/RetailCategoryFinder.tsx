import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETAIL_CATEGORIES } from '../catalog/categories';
import { useProductCounts } from '../catalog/useProductCounts';
import { CategoryCard } from './CategoryCard';
import { Icon } from './Icon';
import './RetailCategoryFinder.css';

/** Retail categories with a name filter; a grid of 1, 2, 3, 4 or 6 columns by width (spec 2.3). */
export function RetailCategoryFinder({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const id = useId();
  const counts = useProductCounts();

  const visible = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    if (!q) return RETAIL_CATEGORIES;
    return RETAIL_CATEGORIES.filter((c) => t(`categories.${c.id}.name`).toLocaleLowerCase().includes(q) || c.id.includes(q));
  }, [query, t]);

  return (
    <div className="retail-finder">
      <div className="retail-finder__search">
        <label htmlFor={id} className="visually-hidden">
          {t('retailFinder.label')}
        </label>
        <Icon name="search" size={18} className="retail-finder__icon" />
        <input
          id={id}
          type="search"
          className="input retail-finder__input"
          placeholder={t('retailFinder.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="retail-category-search"
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('retailFinder.count', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="retail-finder__empty" data-testid="retail-category-empty">
          {t('retailFinder.empty')}
        </p>
      ) : (
        <ul className="retail-grid">
          {visible.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} actionLabel={t('common.shopNow')} showDescription={false} headingLevel={headingLevel} compact count={counts?.subcategories[category.id]} countStyle="brackets" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

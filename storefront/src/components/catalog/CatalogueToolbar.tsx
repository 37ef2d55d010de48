import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, type ProductSort } from '../../api/products';
import { Icon } from '../Icon';
import { PriceRange } from './PriceRange';

export interface CatalogueFilters {
  sort: ProductSort | null;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  verified: boolean;
}

interface CatalogueToolbarProps {
  filters: CatalogueFilters;
  update: (changes: Record<string, string | null>) => void;
}

/** Order, price range, in-stock and verified-seller filters of a category page (all kept in the address). */
export function CatalogueToolbar({ filters, update }: CatalogueToolbarProps) {
  const { t } = useTranslation();
  const ids = { sort: useId(), inStock: useId(), verified: useId() };
  // The boxes answer the click at once; the address (and the list) follow in a navigation.
  const [checks, setChecks] = useState({ inStock: filters.inStock, verified: filters.verified });
  useEffect(() => setChecks({ inStock: filters.inStock, verified: filters.verified }), [filters.inStock, filters.verified]);
  const toggle = (name: 'inStock' | 'verified', on: boolean) => {
    setChecks((current) => ({ ...current, [name]: on }));
    update({ [name]: on ? 'true' : null });
  };
  const filtered = filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.inStock || filters.verified;
  return (
    <div className="catalogue-toolbar" data-testid="catalogue-toolbar">
      <div className="catalogue-toolbar__field">
        <label htmlFor={ids.sort} className="field__label">
          {t('catalogue.sort.label')}
        </label>
        <select id={ids.sort} className="select" value={filters.sort ?? ''} onChange={(e) => update({ sort: e.target.value || null })} data-testid="catalogue-sort">
          <option value="">{t('catalogue.sort.default')}</option>
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalogue.sort.${sort === '-price' ? 'priceDesc' : sort}`)}
            </option>
          ))}
        </select>
      </div>
      <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={update} />
      <div className="catalogue-toolbar__checks">
        <label htmlFor={ids.inStock} className="check">
          <input id={ids.inStock} type="checkbox" checked={checks.inStock} onChange={(e) => toggle('inStock', e.target.checked)} data-testid="filter-in-stock" />
          {t('catalogue.filters.inStock')}
        </label>
        <label htmlFor={ids.verified} className="check">
          <input id={ids.verified} type="checkbox" checked={checks.verified} onChange={(e) => toggle('verified', e.target.checked)} data-testid="filter-verified" />
          {t('catalogue.filters.verified')}
        </label>
      </div>
      {filtered && (
        <button type="button" className="btn btn--outline btn--sm catalogue-toolbar__clear" onClick={() => update({ minPrice: null, maxPrice: null, inStock: null, verified: null })} data-testid="filters-clear">
          <Icon name="close" size={16} /> {t('catalogue.filters.clear')}
        </button>
      )}
    </div>
  );
}

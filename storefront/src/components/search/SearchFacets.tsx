import { useTranslation } from 'react-i18next';
import type { FacetValue, SearchAnswer } from '../../api/search';
import { useCurrency } from '../../money/CurrencyContext';
import { formatNumber } from '../../money/format';

interface FacetListProps {
  name: 'category' | 'city' | 'price';
  title: string;
  values: FacetValue[];
  selected: string | null;
  label: (value: string) => string;
  allLabel: string;
  onSelect: (value: string | null) => void;
}

/** One facet: "All" and each value with its count; the chosen one is pressed. Values without results are left out unless chosen. */
function FacetList({ name, title, values, selected, label, allLabel, onSelect }: FacetListProps) {
  const shown = values.filter((v) => v.count > 0 || v.value === selected);
  return (
    <section className="facet" aria-labelledby={`facet-${name}`} data-testid={`facet-${name}`}>
      <h2 id={`facet-${name}`} className="facet__title">
        {title}
      </h2>
      <ul className="facet__values">
        <li>
          <button type="button" className="facet__value" aria-pressed={selected === null} onClick={() => onSelect(null)}>
            {allLabel}
          </button>
        </li>
        {shown.map((v) => (
          <li key={v.value}>
            <button type="button" className="facet__value" aria-pressed={selected === v.value} onClick={() => onSelect(v.value)} data-value={v.value}>
              <span>{label(v.value)}</span>
              <span className="facet__count">{formatNumber(v.count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SearchFacetsProps {
  facets: SearchAnswer['facets'];
  chosen: { category: string | null; city: string | null; price: string | null };
  onChange: (changes: Record<string, string | null>) => void;
}

/** The three facets of spec issue 10: area (category), city and price range, each with counts. */
export function SearchFacets({ facets, chosen, onChange }: SearchFacetsProps) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const priceLabel = (value: string) => {
    const range = facets.price.find((p) => p.value === value);
    if (!range || value === 'quote') return t('catalogue.priceNA');
    if (range.max === null) return t('search.facets.priceFrom', { price: formatPrice(range.min) });
    if (range.min <= 0.01) return t('search.facets.priceBelow', { price: formatPrice(range.max) });
    return t('search.facets.priceBetween', { min: formatPrice(range.min), max: formatPrice(range.max) });
  };
  return (
    <div className="search-facets" data-testid="search-facets">
      <FacetList name="category" title={t('search.facets.category')} values={facets.category} selected={chosen.category} label={(v) => t(`home.hero.categories.${v as 'wholesale'}`)} allLabel={t('search.facets.all')} onSelect={(v) => onChange({ category: v })} />
      <FacetList name="city" title={t('search.facets.city')} values={facets.city} selected={chosen.city} label={(v) => t(`cities.${v}`, { defaultValue: v })} allLabel={t('search.facets.allCities')} onSelect={(v) => onChange({ city: v ?? 'all' })} />
      <FacetList name="price" title={t('search.facets.price')} values={facets.price} selected={chosen.price} label={priceLabel} allLabel={t('search.facets.anyPrice')} onSelect={(v) => onChange({ price: v })} />
    </div>
  );
}

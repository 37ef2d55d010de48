import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchItem } from '../../api/search';
import { useCurrency } from '../../money/CurrencyContext';
import { PriceTag, StockBadge, VendorLine } from '../catalog/ProductFacts';
import { Icon } from '../Icon';
import { Highlighted } from './Highlighted';

/** One search result: thumbnail, highlighted name and description, area and category, price. */
export function SearchResult({ item }: { item: SearchItem }) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  return (
    <article className="search-result" data-testid="search-result" data-kind={item.kind} data-id={item.id}>
      {item.image && <img className="search-result__image" src={item.image} alt="" width={96} height={96} loading="lazy" decoding="async" />}
      <div className="search-result__body">
        <h3 className="search-result__name">
          <Link to={item.path} className="search-result__link" data-testid="search-result-link">
            <Highlighted segments={item.highlight.name} />
          </Link>
        </h3>
        <p className="search-result__where">
          <span className="chip chip--small">{t(`home.hero.categories.${item.category}`)}</span>
          <span>{t(`categories.${item.subcategory}.name`, { defaultValue: item.subcategory })}</span>
        </p>
        {item.highlight.description && (
          <p className="search-result__snippet" data-testid="search-result-snippet">
            <Highlighted segments={item.highlight.description} />
          </p>
        )}
        {item.vendor && <VendorLine vendor={item.vendor} />}
        {item.provider && (
          <p className="vendor-line">
            <Icon name="user" size={14} />
            <span className="vendor-line__name">{item.provider.name ?? t('catalogue.formerSeller')}</span>
            {item.rating != null && (
              <span>
                <Icon name="star" size={14} /> {t('search.rating', { rating: item.rating, count: item.reviewCount ?? 0 })}
              </span>
            )}
          </p>
        )}
      </div>
      <div className="search-result__side">
        {item.unit !== undefined ? (
          <PriceTag product={{ price: item.price, unit: item.unit }} />
        ) : (
          <p className="price-tag">
            <strong dir="ltr">{formatPrice(item.price)}</strong>
          </p>
        )}
        {item.stock !== undefined && <StockBadge stock={item.stock} />}
      </div>
    </article>
  );
}

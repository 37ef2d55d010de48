import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/products';
import { useCurrency } from '../../money/CurrencyContext';
import { Icon } from '../Icon';
import { VerifiedBadge } from '../VerifiedBadge';
import { unitWord } from './unitWord';

/** Price per unit in the display currency, or 'Price N/A' for a wholesale product sold by quote (price 0). */
export function PriceTag({ product, className = 'price-tag' }: { product: Pick<Product, 'price' | 'unit'>; className?: string }) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const unitName = useUnitName();
  if (product.price <= 0) {
    return (
      <p className={`${className} ${className}--na`} data-testid="product-price">
        {t('catalogue.priceNA')}
      </p>
    );
  }
  return (
    <p className={className} data-testid="product-price">
      <strong dir="ltr">{formatPrice(product.price)}</strong> <span className={`${className}__unit`}>/ {unitName(product.unit)}</span>
    </p>
  );
}

/** A unit's translated name, or with a count its word after that count ("12 tonnes": unitWord); the stored word when the list does not know it. */
export function useUnitName(): (unit: string, count?: number) => string {
  const { t } = useTranslation();
  return (unit, count) => unitWord(t, unit, count);
}

/** Spec 3: In Stock, or Out of Stock at 0. */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const inStock = stock > 0;
  return (
    <span className={`stock-badge stock-badge--${inStock ? 'in' : 'out'}`} data-testid="stock-status" data-in-stock={inStock}>
      {inStock ? t('catalogue.inStock') : t('catalogue.outOfStock')}
    </span>
  );
}

/** The seller's name, and the Verified badge when an admin verified them. */
export function VendorLine({ vendor }: { vendor: Product['vendor'] }) {
  const { t } = useTranslation();
  return (
    <p className="vendor-line" data-testid="product-vendor">
      <Icon name="store" size={14} />
      <span className="vendor-line__name">{vendor.name ?? t('catalogue.formerSeller')}</span>
      {vendor.verified && <VerifiedBadge />}
    </p>
  );
}

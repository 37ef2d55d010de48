import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../api/products';
import { ProductAction } from './ProductAction';
import { PriceTag, StockBadge, VendorLine } from './ProductFacts';
import { ProductImage } from './ProductImage';

/** One product in a category grid: the whole card opens the product page; the button acts on its own. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="product-card" data-testid="product-card" data-slug={product.slug}>
      <div className="product-card__media">
        <ProductImage images={product.images} alt="" sizes="(max-width: 560px) 50vw, (max-width: 1000px) 33vw, 300px" eager={eager} />
        <StockBadge stock={product.stock} />
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link to={`/products/${encodeURIComponent(product.slug)}`} className="product-card__link" data-testid="product-link">
            {product.name}
          </Link>
        </h3>
        <VendorLine vendor={product.vendor} />
        <PriceTag product={product} />
        <div className="product-card__actions">
          <ProductAction product={product} />
          <span className="visually-hidden">{t(`categories.${product.subcategory}.name`, { defaultValue: product.subcategory })}</span>
        </div>
      </div>
    </article>
  );
}

import { WHOLESALE_ORDER_QUANTITY, wholesaleOrderRange } from '@bazaar/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { fetchProduct, type Product } from '../api/products';
import { productCategoryById } from '../catalog/categories';
import { Alert } from '../components/Alert';
import { CommodityRate } from '../components/catalog/CommodityRate';
import { ProductAction } from '../components/catalog/ProductAction';
import { PriceTag, StockBadge, useUnitName, VendorLine } from '../components/catalog/ProductFacts';
import { ProductImage } from '../components/catalog/ProductImage';
import { Icon } from '../components/Icon';
import { usePageTitle } from '../components/usePageTitle';
import { formatList } from '../components/lists';
import { useLocationPreference } from '../location/LocationContext';
import { addEnglishSections } from '../i18n/english-sections';
import NotFoundPage from './NotFoundPage';
import '../components/catalog/Catalogue.css';

addEnglishSections('catalogue');

type Load = { state: 'loading' } | { state: 'ready'; product: Product } | { state: 'missing' } | { state: 'error'; message: string };

/** /products/{slug}: one approved product, its seller, price, stock and, for wholesale goods, the commodity's rate trend. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchProduct(slug, controller.signal)
      .then((product) => setLoad({ state: 'ready', product }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'error', message: error instanceof ApiError && !error.isNetworkError ? error.message : '' });
      });
    return () => controller.abort();
  }, [slug, attempt]);
  usePageTitle(load.state === 'ready' ? load.product.name : undefined);

  if (load.state === 'missing') return <NotFoundPage />;
  if (load.state === 'loading') {
    return (
      <div className="section">
        <p className="container catalogue-status" role="status">
          <span className="spinner" /> {t('common.loading')}
        </p>
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div className="section">
        <div className="container">
          <Alert tone="error" title={t('catalogue.productLoadFailed')} testId="product-error">
            <p>{load.message || t('common.networkError')}</p>
            <button type="button" className="btn btn--sm btn--outline" onClick={() => setAttempt((a) => a + 1)}>
              <Icon name="refresh" size={16} /> {t('common.retry')}
            </button>
          </Alert>
        </div>
      </div>
    );
  }
  return <ProductDetails product={load.product} />;
}

function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const { city } = useLocationPreference();
  const category = productCategoryById(product.subcategory);
  const categoryName = t(`categories.${product.subcategory}.name`, { defaultValue: product.subcategory });
  return (
    <div className="section product-page" data-testid="product-page">
      <div className="container">
        <nav className="breadcrumbs" aria-label={t('catalogue.breadcrumbs')}>
          <ol>
            <li>
              <Link to={`/${product.category}`}>{t(`nav.${product.category}`)}</Link>
            </li>
            <li>{category ? <Link to={category.path}>{categoryName}</Link> : categoryName}</li>
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <div className="product-page__layout">
          <div className="product-page__media">
            <ProductImage images={product.images} alt={product.name} sizes="(max-width: 900px) 100vw, 560px" eager className="product-page__image" />
          </div>
          <div className="product-page__info">
            <h1 className="product-page__name">{product.name}</h1>
            <VendorLine vendor={product.vendor} />
            <PriceTag product={product} className="product-price" />
            <ul className="product-page__facts">
              <li>
                <StockBadge stock={product.stock} />
                {product.stock > 0 && <span data-testid="product-stock">{t('catalogue.stockLeft', { count: product.stock, unit: unitName(product.unit, product.stock) })}</span>}
              </li>
              {product.quantity > 0 && (
                <li data-testid="product-minimum">
                  {t(product.category !== 'wholesale' ? 'catalogue.packSize' : wholesaleOrderRange(product.quantity).capped ? 'catalogue.minimumOrderCapped' : 'catalogue.minimumOrder', {
                    quantity: product.quantity,
                    unit: unitName(product.unit, product.quantity),
                    max: WHOLESALE_ORDER_QUANTITY.max,
                    maxUnit: unitName(product.unit, WHOLESALE_ORDER_QUANTITY.max),
                  })}
                </li>
              )}
              <li>{product.cities && product.cities.length ? t('catalogue.servesCities', { cities: formatList(product.cities.map((c) => t(`cities.${c}`, { defaultValue: c })), i18n.language) }) : t('catalogue.servesEverywhere')}</li>
              {/* The header's city is where checkout ships by default: say so before the cart, not when the order is refused. */}
              {product.cities && product.cities.length > 0 && !product.cities.includes(city) && (
                <li className="product-page__elsewhere" data-testid="product-not-in-city">
                  <Icon name="alert" size={16} /> {t('catalogue.notDeliveredTo', { city: t(`cities.${city}`) })}
                </li>
              )}
            </ul>
            <ProductAction product={product} size="lg" />
            {product.description && (
              <section className="product-page__description" aria-labelledby="product-description">
                <h2 id="product-description">{t('catalogue.description')}</h2>
                {/* The vendor's words, in their own direction (an English description in Arabic ends with its full stop). */}
                <p dir="auto">
                  {product.description}
                </p>
              </section>
            )}
            {product.category === 'wholesale' && <CommodityRate productName={product.name} subcategory={product.subcategory} />}
          </div>
        </div>
      </div>
    </div>
  );
}

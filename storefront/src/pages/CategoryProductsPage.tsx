import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isProductSort, type ProductKind } from '../api/products';
import { productCategoryBySlug, RETAIL_CATEGORIES, WHOLESALE_CATEGORIES } from '../catalog/categories';
import { Alert } from '../components/Alert';
import { CatalogueToolbar, type CatalogueFilters } from '../components/catalog/CatalogueToolbar';
import { ProductCard } from '../components/catalog/ProductCard';
import { pageParam, priceParam, useListParams } from '../components/catalog/useListParams';
import { useProductList } from '../components/catalog/useProductList';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { Pager } from '../components/Pager';
import { usePageTitle } from '../components/usePageTitle';
import { addEnglishSections } from '../i18n/english-sections';
import { useLocationPreference } from '../location/LocationContext';
import NotFoundPage from './NotFoundPage';
import '../components/catalog/Catalogue.css';

addEnglishSections('catalogue');

/** Products per page: four rows of the desktop grid, twelve of the phone's two columns. */
const PER_PAGE = 24;

/**
 * /wholesale/{slug} and /retail/{slug}: the approved products of one category in the city
 * chosen in the top bar, sorted, filtered and paged by the server (GET /api/products), the
 * filters kept in the address.
 */
export default function CategoryProductsPage({ group }: { group: ProductKind }) {
  const { slug } = useParams();
  const category = productCategoryBySlug(group, slug);
  if (!category) return <NotFoundPage />;
  return <CategoryProducts group={group} categoryId={category.id} key={category.id} />;
}

function CategoryProducts({ group, categoryId }: { group: ProductKind; categoryId: string }) {
  const { t } = useTranslation();
  const { city } = useLocationPreference();
  const { params, update } = useListParams();
  const sortParam = params.get('sort');
  const filters: CatalogueFilters = {
    sort: isProductSort(sortParam) ? sortParam : null,
    minPrice: priceParam(params.get('minPrice')),
    maxPrice: priceParam(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    verified: params.get('verified') === 'true',
  };
  const page = pageParam(params.get('page'));
  const { load, retry } = useProductList({
    category: group,
    subcategory: categoryId,
    city,
    sort: filters.sort ?? undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock,
    verified: filters.verified,
    page,
    perPage: PER_PAGE,
  });
  const name = t(`categories.${categoryId}.name`, { defaultValue: categoryId });
  usePageTitle(name);

  const data = load.data;
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const from = data && items.length ? (data.page - 1) * data.perPage + 1 : 0;
  const siblings = group === 'wholesale' ? WHOLESALE_CATEGORIES : RETAIL_CATEGORIES;
  const cityName = t(`cities.${city}`);

  return (
    <>
      <PageHero compact eyebrow={t(`nav.${group}`)} title={name} subtitle={t(`categories.${categoryId}.description`, { defaultValue: '' }) || undefined} />
      <section className="section catalogue-section" aria-labelledby="catalogue-products">
        <div className="container">
          <nav className="subcategory-nav" aria-label={t('catalogue.subcategories', { group: t(`nav.${group}`) })} data-testid="subcategory-nav">
            <Link to={`/${group}`} className="subcategory-nav__all">
              <Icon name="arrowLeft" size={16} /> {t('catalogue.allCategories')}
            </Link>
            {siblings.map((sibling) => (
              <Link key={sibling.id} to={sibling.path} className={`chip${sibling.id === categoryId ? ' chip--active' : ''}`} aria-current={sibling.id === categoryId ? 'page' : undefined}>
                {t(`categories.${sibling.id}.name`)}
              </Link>
            ))}
          </nav>
          <h2 id="catalogue-products" className="visually-hidden">
            {t('catalogue.productsIn', { category: name })}
          </h2>
          <CatalogueToolbar filters={filters} update={update} />

          {load.state === 'error' && (
            <Alert tone="error" title={t('catalogue.loadFailed')} testId="catalogue-error">
              <p>{load.message || t('common.networkError')}</p>
              <button type="button" className="btn btn--sm btn--outline" onClick={retry}>
                <Icon name="refresh" size={16} /> {t('common.retry')}
              </button>
            </Alert>
          )}

          {!data && load.state === 'loading' && (
            <p className="catalogue-status" role="status">
              <span className="spinner" /> {t('common.loading')}
            </p>
          )}

          {data && (
            <p className="catalogue-range" role="status" data-testid="catalogue-range">
              <Icon name="pin" size={16} />
              {load.state === 'loading'
                ? t('catalogue.updating')
                : items.length
                  ? t('catalogue.range', { from, to: from + items.length - 1, count: data.total, city: cityName })
                  : t('catalogue.empty', { city: cityName })}
            </p>
          )}

          {items.length > 0 && (
            <ul className="product-grid" data-testid="product-grid" aria-busy={load.state === 'loading'}>
              {items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}

          {data && <Pager page={data.page} pages={pages} onPage={(next) => update({ page: String(next) })} testId="catalogue-pager" />}
        </div>
      </section>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/client';
import { fetchRates, MAX_PER_PAGE, type Rate } from '../api/rates';
import { isPriceRange, search, SEARCH_GROUPS, type SearchAnswer, type SearchGroup } from '../api/search';
import { ALL_CATEGORIES } from '../catalog/categories';
import { isCity } from '../catalog/cities';
import { Alert } from '../components/Alert';
import { pageParam, useListParams } from '../components/catalog/useListParams';
import { CategoryCard } from '../components/CategoryCard';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { Pager } from '../components/Pager';
import { SearchFacets } from '../components/search/SearchFacets';
import { SearchResult } from '../components/search/SearchResult';
import { useMediaQuery } from '../components/useMediaQuery';
import { usePageTitle } from '../components/usePageTitle';
import { addEnglishSections } from '../i18n/english-sections';
import { useLocationPreference } from '../location/LocationContext';
import { useCurrency } from '../money/CurrencyContext';
import '../components/catalog/Catalogue.css';
import './SearchPage.css';

addEnglishSections('catalogue');

const PER_PAGE = 20;

function isGroup(value: string | null): value is SearchGroup {
  return !!value && (SEARCH_GROUPS as readonly string[]).includes(value);
}

type Load = { state: 'loading'; data: SearchAnswer | null } | { state: 'ready'; data: SearchAnswer } | { state: 'error'; data: SearchAnswer | null; message: string };

/**
 * /search?q=&city=&category=&price=&page=: ranked, typo-tolerant results with highlighted
 * matches and facets (GET /api/search), then the categories and wholesale rates the words
 * name. Without a city in the address, the one chosen in the top bar applies (city=all lifts it).
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const { city: pickedCity } = useLocationPreference();
  const { params, update } = useListParams();
  const q = (params.get('q') ?? '').trim();
  const cityParam = params.get('city');
  const city = cityParam === 'all' ? null : isCity(cityParam) ? cityParam : pickedCity;
  const groupParam = params.get('category');
  const group = isGroup(groupParam) ? groupParam : null;
  const priceParam = params.get('price');
  const price = isPriceRange(priceParam) ? priceParam : null;
  const page = pageParam(params.get('page'));
  const [load, setLoad] = useState<Load>({ state: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const [rates, setRates] = useState<Rate[] | null>(null);
  // Phones start with the facets folded away, under the results' count.
  const narrow = useMediaQuery('(max-width: 860px)');
  usePageTitle(q ? t('search.titleFor', { query: q }) : t('search.title'));

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({ state: 'loading', data: current.data }));
    search({ q, city: city ?? undefined, category: group ?? undefined, price: price ?? undefined, page, perPage: PER_PAGE }, controller.signal)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((current) => ({ state: 'error', data: current.data, message: error instanceof ApiError && !error.isNetworkError ? error.message : '' }));
      });
    return () => controller.abort();
  }, [q, city, group, price, page, attempt]);

  const wantsRates = q !== '' && (group === null || group === 'wholesale');
  useEffect(() => {
    if (!wantsRates) return;
    const controller = new AbortController();
    fetchRates({ q, perPage: MAX_PER_PAGE }, controller.signal)
      .then((data) => setRates(data.rates))
      .catch(() => setRates([]));
    return () => controller.abort();
  }, [wantsRates, q]);

  const needle = q.toLocaleLowerCase();
  const categories = useMemo(
    () =>
      needle
        ? ALL_CATEGORIES.filter((c) => {
            if (group && c.group !== group) return false;
            const name = t(`categories.${c.id}.name`).toLocaleLowerCase();
            return name.includes(needle) || c.id.includes(needle);
          })
        : [],
    [group, needle, t],
  );
  const matchingRates = wantsRates && rates ? rates : [];
  const data = load.data;
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const nothing = load.state === 'ready' && items.length === 0 && categories.length === 0 && matchingRates.length === 0;
  const subtitle = [group ? t(`home.hero.categories.${group}`) : null, city ? t('search.inCity', { city: t(`cities.${city}`) }) : t('search.allCities')].filter(Boolean).join(' · ');

  return (
    <>
      <PageHero compact eyebrow={t('search.eyebrow')} title={q ? t('search.titleFor', { query: q }) : t('search.title')} subtitle={subtitle} />
      <div className="section search-section">
        <div className="container search-layout" data-testid="search-results">
          {data && (
            <aside className="search-layout__facets" aria-label={t('search.facets.title')}>
              <details className="search-facets-toggle" key={narrow ? 'narrow' : 'wide'} open={!narrow}>
                <summary>
                  <Icon name="filter" size={18} /> {t('search.facets.title')}
                </summary>
                <SearchFacets facets={data.facets} chosen={{ category: group, city, price }} onChange={update} />
              </details>
            </aside>
          )}
          <div className="search-layout__main">
            {load.state === 'error' && (
              <Alert tone="error" title={t('search.failed')} testId="search-error">
                <p>{load.message || t('common.networkError')}</p>
                <button type="button" className="btn btn--sm btn--outline" onClick={() => setAttempt((a) => a + 1)}>
                  <Icon name="refresh" size={16} /> {t('common.retry')}
                </button>
              </Alert>
            )}
            {!data && load.state === 'loading' && (
              <p className="search-loading" role="status">
                <span className="spinner" /> {t('common.loading')}
              </p>
            )}
            {data && (
              <p className="catalogue-range" role="status" data-testid="search-total">
                {load.state === 'loading' ? t('catalogue.updating') : t('search.total', { count: data.total })}
              </p>
            )}

            {nothing && (
              <div className="search-empty" data-testid="search-empty">
                <Icon name="search" size={40} />
                <p>{q ? t('search.noResults', { query: q }) : t('search.nothingHere')}</p>
                <div className="search-empty__links">
                  {group && (
                    // The hero's category defaults to wholesale: a service or retail word finds nothing there.
                    <button type="button" className="btn btn--sm" onClick={() => update({ category: null })} data-testid="search-all-categories">
                      {t('search.inAllCategories')}
                    </button>
                  )}
                  <Link to="/wholesale" className="btn btn--outline btn--sm">{t('nav.wholesale')}</Link>
                  <Link to="/retail" className="btn btn--outline btn--sm">{t('nav.retail')}</Link>
                  <Link to="/services" className="btn btn--outline btn--sm">{t('nav.services')}</Link>
                </div>
              </div>
            )}

            {items.length > 0 && (
              <ol className="search-list" data-testid="search-list" aria-busy={load.state === 'loading'}>
                {items.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <SearchResult item={item} />
                  </li>
                ))}
              </ol>
            )}
            {data && <Pager page={data.page} pages={pages} onPage={(next) => update({ page: String(next) })} testId="search-pager" />}

            {categories.length > 0 && (
              <section aria-labelledby="search-categories" className="search-extra">
                <h2 id="search-categories">{t('search.categoriesHeading')}</h2>
                <ul className="category-grid">
                  {categories.map((c) => (
                    <li key={c.id}>
                      <CategoryCard category={c} actionLabel={c.group === 'services' ? t('common.bookNow') : t('common.shopNow')} compact />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {matchingRates.length > 0 && (
              <section aria-labelledby="search-rates" className="search-extra search-rates">
                <h2 id="search-rates">{t('search.ratesHeading')}</h2>
                <ul className="search-rates__list">
                  {matchingRates.map((rate) => (
                    <li key={rate.id} className="search-rates__item">
                      <span className="search-rates__name">{rate.productName}</span>
                      <span className="search-rates__category">{t(`categories.${rate.category}.name`)}</span>
                      <span className="search-rates__price">
                        {formatPrice(rate.currentRate)} / {t(`rates.units.${rate.unit}`)}
                      </span>
                    </li>
                  ))}
                </ul>
                <Link to="/wholesale-rate-list" className="search-rates__all">
                  {t('search.fullRateList')} <Icon name="arrowRight" size={16} />
                </Link>
              </section>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

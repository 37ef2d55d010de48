import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchRates, MAX_PER_PAGE, type Rate } from '../api/rates';
import { ALL_CATEGORIES, type CategoryGroup } from '../catalog/categories';
import { isCity } from '../catalog/cities';
import { CategoryCard } from '../components/CategoryCard';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useCurrency } from '../money/CurrencyContext';
import './SearchPage.css';

const GROUPS: readonly CategoryGroup[] = ['wholesale', 'retail', 'services'];

function isGroup(value: string | null): value is CategoryGroup {
  return !!value && (GROUPS as readonly string[]).includes(value);
}

/** /search?q=&city=&category=: matching categories and wholesale rates. */
export default function SearchPage() {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const cityParam = params.get('city');
  const groupParam = params.get('category');
  const group = isGroup(groupParam) ? groupParam : null;
  const city = isCity(cityParam) ? cityParam : null;
  const [rates, setRates] = useState<Rate[] | null>(null);
  usePageTitle(q ? t('search.titleFor', { query: q }) : t('search.title'));

  const wantsRates = q !== '' && (group === null || group === 'wholesale');
  useEffect(() => {
    if (!wantsRates) return;
    const controller = new AbortController();
    // The server searches product names; the first page of matches is plenty for a search page.
    fetchRates({ q, perPage: MAX_PER_PAGE }, controller.signal)
      .then((data) => setRates(data.rates))
      .catch(() => setRates([]));
    return () => controller.abort();
  }, [wantsRates, q]);

  const needle = q.toLocaleLowerCase();
  const categories = useMemo(
    () =>
      ALL_CATEGORIES.filter((c) => {
        if (group && c.group !== group) return false;
        if (!needle) return true;
        const name = t(`categories.${c.id}.name`).toLocaleLowerCase();
        const text = t(`categories.${c.id}.description`).toLocaleLowerCase();
        return name.includes(needle) || text.includes(needle) || c.id.includes(needle);
      }),
    [group, needle, t],
  );
  const matchingRates = wantsRates && rates ? rates : [];
  const nothing = categories.length === 0 && matchingRates.length === 0 && (!wantsRates || rates !== null);

  const subtitleParts = [group ? t(`home.hero.categories.${group}`) : null, city ? t('search.inCity', { city: t(`cities.${city}`) }) : null].filter(Boolean);

  return (
    <>
      <PageHero
        eyebrow={t('search.eyebrow')}
        title={q ? t('search.titleFor', { query: q }) : t('search.title')}
        subtitle={subtitleParts.length ? subtitleParts.join(' · ') : undefined}
      />
      <div className="section">
        <div className="container search-results" data-testid="search-results">
          {nothing && (
            <div className="search-empty">
              <Icon name="search" size={40} />
              <p>{t('search.noResults', { query: q })}</p>
              <div className="search-empty__links">
                <Link to="/wholesale" className="btn btn--outline btn--sm">{t('nav.wholesale')}</Link>
                <Link to="/retail" className="btn btn--outline btn--sm">{t('nav.retail')}</Link>
                <Link to="/services" className="btn btn--outline btn--sm">{t('nav.services')}</Link>
              </div>
            </div>
          )}

          {categories.length > 0 && (
            <section aria-labelledby="search-categories">
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

          {wantsRates && rates === null && (
            <p className="search-loading" role="status">
              <span className="spinner" /> {t('rates.loading')}
            </p>
          )}

          {matchingRates.length > 0 && (
            <section aria-labelledby="search-rates" className="search-rates">
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
    </>
  );
}

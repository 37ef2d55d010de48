import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { fetchRates, indiaToday, isRateSort, MAX_RATE_QUERY, RATE_CATEGORIES, RATE_SORT_FIELDS, type RateCategory, type RateList, type RateSort } from '../api/rates';
import { Alert } from '../components/Alert';
import { pageParam, useListParams } from '../components/catalog/useListParams';
import { formatDateTime, formatDay } from '../components/dates';
import { Icon } from '../components/Icon';
import { Pager } from '../components/Pager';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useCurrency } from '../money/CurrencyContext';
import { RateTable } from './RateTable';
import './RateListPage.css';

/** Rows per page: the demo list (16) fits on one; a long list pages on the server. */
const PER_PAGE = 50;
/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** What is on screen: the last list that arrived (kept through a failed refresh) and how the newest call went. */
interface Load {
  data: RateList | null;
  state: 'loading' | 'ready' | 'error';
  message?: string;
  /** When `data` arrived, to say how old the kept table is after a failed refresh. */
  receivedAt?: string;
}

function isRateCategory(value: string | null): value is RateCategory {
  return !!value && (RATE_CATEGORIES as readonly string[]).includes(value);
}

/**
 * /wholesale-rate-list: the public rate list (spec 2.9 columns), filtered, searched, sorted and
 * paged by the server (GET /api/rates), converted by the currency picker. The state lives in
 * the address (?category=&q=&sort=&page=), so a filtered list can be shared.
 */
export default function RateListPage() {
  const { t, i18n } = useTranslation();
  const { formatPrice, currency, showingRupeesInstead } = useCurrency();
  const { params, update } = useListParams();
  const [load, setLoad] = useState<Load>({ data: null, state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const ids = { category: useId(), search: useId(), sort: useId(), date: useId() };
  const language = i18n.resolvedLanguage ?? 'en';
  usePageTitle(t('rates.title'));

  const categoryParam = params.get('category');
  const category = isRateCategory(categoryParam) ? categoryParam : undefined;
  const q = (params.get('q') ?? '').slice(0, MAX_RATE_QUERY);
  const sortParam = params.get('sort');
  const sort = isRateSort(sortParam) ? sortParam : null;
  const page = pageParam(params.get('page'));
  const today = indiaToday();
  const dateParam = params.get('date');
  // A past day shows the list as it stood at its end; today (or a bad value) is the live list.
  const date = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) && dateParam < today ? dateParam : undefined;
  const [query, setQuery] = useState(q);


  // The search box follows the address (back button), and the address follows typing after a pause.
  useEffect(() => setQuery(q), [q]);
  useEffect(() => {
    if (query.trim() === q.trim()) return;
    const timer = window.setTimeout(() => update({ q: query.trim() }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, q, update]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({ ...current, state: 'loading' }));
    fetchRates({ category, q, page, perPage: PER_PAGE, sort: sort ?? undefined, date }, controller.signal)
      .then((data) => setLoad({ data, state: 'ready', receivedAt: new Date().toISOString() }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError && !error.isNetworkError ? error.message : '';
        // A failed refresh keeps the table it had, with a notice above it.
        setLoad((current) => ({ ...current, state: 'error', message }));
      });
    return () => controller.abort();
  }, [category, q, page, sort, date, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  const data = load.data;
  const rates = data?.rates ?? [];
  const total = data?.total ?? 0;
  const pages = data ? Math.max(1, Math.ceil(total / data.perPage)) : 1;
  const from = data && rates.length ? (data.page - 1) * data.perPage + 1 : 0;
  const to = from ? from + rates.length - 1 : 0;
  const filtered = !!category || !!q;
  const counts = {
    up: rates.filter((r) => r.trend === 'up').length,
    down: rates.filter((r) => r.trend === 'down').length,
    stable: rates.filter((r) => r.trend !== 'up' && r.trend !== 'down').length,
  };
  const categoryName = (c: string) => (isRateCategory(c) ? t(`categories.${c}.name`) : c);
  const lastUpdated = data?.lastUpdated ?? null;

  return (
    <>
      <PageHero compact title={t('rates.title')} subtitle={t('rates.subtitle')}>
        <p className="rate-hero__updated" data-testid="rates-last-updated">
          <Icon name="clock" size={18} />
          <span>
            {t('rates.lastUpdated')}: <strong>{data ? (lastUpdated ? formatDateTime(lastUpdated, language) : t('rates.neverUpdated')) : load.state === 'error' ? '—' : '…'}</strong>
          </span>
        </p>
      </PageHero>

      <section className="section rate-section" aria-labelledby="rate-table-title">
        <div className="container">
          <h2 id="rate-table-title" className="visually-hidden">
            {t('rates.tableCaption')}
          </h2>
          <div className="rate-toolbar">
            <div className="rate-toolbar__field">
              <label htmlFor={ids.category} className="field__label">
                {t('rates.categoryFilter')}
              </label>
              <select id={ids.category} className="select" value={category ?? 'all'} onChange={(e) => update({ category: e.target.value === 'all' ? null : e.target.value })} data-testid="rate-category-filter">
                <option value="all">{t('rates.allCategories')}</option>
                {RATE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryName(c)}
                  </option>
                ))}
              </select>
            </div>
            {/* Phones show cards without column headings: the order is chosen here instead. */}
            <div className="rate-toolbar__field rate-toolbar__sort">
              <label htmlFor={ids.sort} className="field__label">
                {t('rates.sortLabel')}
              </label>
              <select id={ids.sort} className="select" value={sort ?? ''} onChange={(e) => update({ sort: e.target.value || null })} data-testid="rate-sort-select">
                <option value="">{t('rates.sort.default')}</option>
                {RATE_SORT_FIELDS.flatMap((field) => [field, `-${field}` as RateSort]).map((value) => (
                  <option key={value} value={value}>
                    {t(`rates.sort.${value.startsWith('-') ? 'desc' : 'asc'}`, { column: t(`rates.sort.fields.${value.replace(/^-/, '') as (typeof RATE_SORT_FIELDS)[number]}`) })}
                  </option>
                ))}
              </select>
            </div>
            <div className="rate-toolbar__field">
              <label htmlFor={ids.date} className="field__label">
                {t('rates.dateLabel')}
              </label>
              <input
                id={ids.date}
                type="date"
                className="input"
                max={today}
                value={date ?? today}
                onChange={(e) => update({ date: e.target.value && e.target.value < today ? e.target.value : null })}
                data-testid="rate-date"
              />
            </div>
            <div className="rate-toolbar__field rate-toolbar__field--grow">
              <label htmlFor={ids.search} className="field__label">
                {t('rates.searchLabel')}
              </label>
              <input
                id={ids.search}
                type="search"
                className="input"
                placeholder={t('rates.searchPlaceholder')}
                maxLength={MAX_RATE_QUERY}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                data-testid="rate-search"
              />
            </div>
            <button type="button" className="btn btn--outline rate-toolbar__refresh" onClick={retry} disabled={load.state === 'loading'} data-testid="rates-refresh">
              <Icon name="refresh" size={18} /> {t('rates.refresh')}
            </button>
          </div>

          {date && (
            <p className="alert alert--info rate-note" data-testid="rate-as-of-note">
              <Icon name="clock" size={18} />
              <span>
                {t('rates.asOfNote', { date: formatDay(date, language) })}{' '}
                <button type="button" className="link-button" onClick={() => update({ date: null })} data-testid="rate-back-to-today">
                  {t('rates.backToToday')}
                </button>
              </span>
            </p>
          )}

          {currency !== 'INR' && (
            <p className="alert alert--info rate-note" data-testid="rate-currency-note">
              <Icon name="info" size={18} />
              <span>{showingRupeesInstead ? t('rates.noConversion', { currency }) : t('rates.convertedNote', { currency })}</span>
            </p>
          )}

          {load.state === 'error' && (
            <Alert tone="error" title={data ? t('rates.refreshFailedTitle') : t('rates.errorTitle')} testId="rates-error" className="rate-error">
              <p>
                {load.message || t('common.networkError')}
                {data && load.receivedAt && <> {t('rates.refreshFailedKept', { time: formatDateTime(load.receivedAt, language) })}</>}
              </p>
              <button type="button" className="btn btn--sm btn--outline rate-error__retry" onClick={retry} data-testid="rates-retry">
                <Icon name="refresh" size={16} /> {t('common.retry')}
              </button>
            </Alert>
          )}

          {!data && load.state === 'loading' && (
            <div className="rate-status" role="status" data-testid="rates-loading">
              <span className="spinner" />
              {t('rates.loading')}
            </div>
          )}

          {data && rates.length > 0 && (
            <div className="rate-summary">
              <ul className="rate-stats" aria-label={total > rates.length ? t('rates.summaryPage') : t('rates.summary')} data-testid="rate-stats">
                <li className="rate-stats__item rate-stats__item--up">{t('rates.stats.up', { count: counts.up })}</li>
                <li className="rate-stats__item rate-stats__item--down">{t('rates.stats.down', { count: counts.down })}</li>
                <li className="rate-stats__item">{t('rates.stats.stable', { count: counts.stable })}</li>
              </ul>
              <p className="rate-range" role="status" data-testid="rate-range">
                {load.state === 'loading' ? t('rates.updating') : t('rates.range', { from, to, total })}
              </p>
            </div>
          )}

          {data && rates.length === 0 && (
            <p className="rate-empty" data-testid="rates-empty">
              {filtered ? t('rates.emptyFiltered') : t('rates.empty')}
            </p>
          )}

          {data && rates.length > 0 && (
            <RateTable rates={rates} sort={sort} onSort={(next) => update({ sort: next })} formatPrice={formatPrice} categoryName={categoryName} language={language} />
          )}

          {data && <Pager page={data.page} pages={pages} onPage={(next) => update({ page: String(next) })} testId="rate-pager" />}

          {data && rates.length > 0 && <p className="rate-footnote">{t('rates.footnote')}</p>}
        </div>
      </section>
    </>
  );
}

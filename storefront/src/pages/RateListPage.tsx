import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { fetchRates, RATE_CATEGORIES, type Rate, type RateCategory, type RateList } from '../api/rates';
import { Alert } from '../components/Alert';
import { formatDateTime, formatDay } from '../components/dates';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useCurrency } from '../money/CurrencyContext';
import { RateTrend } from './RateTrend';
import './RateListPage.css';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: RateList };

const KNOWN_UNITS = ['piece', 'gm', 'kg', 'quintal', 'tonne'] as const;

function isRateCategory(value: string | null): value is RateCategory {
  return !!value && (RATE_CATEGORIES as readonly string[]).includes(value);
}

/** /wholesale-rate-list: the public rate list (spec 2.9 columns), converted by the currency picker. */
export default function RateListPage() {
  const { t, i18n } = useTranslation();
  const { formatPrice, currency, showingRupeesInstead } = useCurrency();
  const [params, setParams] = useSearchParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const filterId = useId();
  const searchId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  usePageTitle(t('rates.title'));

  const categoryParam = params.get('category');
  const category: RateCategory | 'all' = isRateCategory(categoryParam) ? categoryParam : 'all';

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    fetchRates(controller.signal)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError && !error.isNetworkError ? error.message : '';
        setLoad({ state: 'error', message });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((a) => a + 1);
  }, []);

  const setCategory = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next === 'all') updated.delete('category');
    else updated.set('category', next);
    setParams(updated, { replace: true });
  };

  const rates = load.state === 'ready' ? load.data.rates : [];
  const visible = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return rates.filter((r) => (category === 'all' || r.category === category) && (!q || r.productName.toLocaleLowerCase().includes(q)));
  }, [rates, category, query]);

  const counts = useMemo(
    () => ({
      up: visible.filter((r) => r.trend === 'up').length,
      down: visible.filter((r) => r.trend === 'down').length,
      stable: visible.filter((r) => r.trend !== 'up' && r.trend !== 'down').length,
    }),
    [visible],
  );

  const categoryName = (c: string) => (isRateCategory(c) ? t(`categories.${c}.name`) : c);
  const unitName = (u: string) => ((KNOWN_UNITS as readonly string[]).includes(u) ? t(`rates.units.${u as Rate['unit']}`) : u);

  const lastUpdated = load.state === 'ready' ? load.data.lastUpdated : null;

  return (
    <>
      <PageHero eyebrow={t('rates.eyebrow')} title={t('rates.title')} subtitle={t('rates.subtitle')}>
        <p className="rate-hero__updated" data-testid="rates-last-updated">
          <Icon name="clock" size={18} />
          <span>
            {t('rates.lastUpdated')}:{' '}
            <strong>
              {load.state === 'ready' ? (lastUpdated ? formatDateTime(lastUpdated, language) : t('rates.neverUpdated')) : load.state === 'error' ? '—' : '…'}
            </strong>
          </span>
        </p>
      </PageHero>

      <section className="section rate-section" aria-labelledby="rate-table-title">
        <div className="container">
          <div className="rate-toolbar">
            <div className="rate-toolbar__field">
              <label htmlFor={filterId} className="field__label">
                {t('rates.categoryFilter')}
              </label>
              <select id={filterId} className="select" value={category} onChange={(e) => setCategory(e.target.value)} data-testid="rate-category-filter">
                <option value="all">{t('rates.allCategories')}</option>
                {RATE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryName(c)}
                  </option>
                ))}
              </select>
            </div>
            <div className="rate-toolbar__field rate-toolbar__field--grow">
              <label htmlFor={searchId} className="field__label">
                {t('rates.searchLabel')}
              </label>
              <input
                id={searchId}
                type="search"
                className="input"
                placeholder={t('rates.searchPlaceholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
            <button type="button" className="btn btn--outline rate-toolbar__refresh" onClick={retry} disabled={load.state === 'loading'}>
              <Icon name="refresh" size={18} /> {t('rates.refresh')}
            </button>
          </div>

          {currency !== 'INR' && (
            <p className="alert alert--info rate-note" data-testid="rate-currency-note">
              <Icon name="info" size={18} />
              <span>{showingRupeesInstead ? t('rates.noConversion', { currency }) : t('rates.convertedNote', { currency })}</span>
            </p>
          )}

          {load.state === 'ready' && rates.length > 0 && (
            <ul className="rate-stats" aria-label={t('rates.summary')}>
              <li className="rate-stats__item rate-stats__item--up">
                <span className="rate-stats__value">{counts.up}</span> {t('rates.stats.up')}
              </li>
              <li className="rate-stats__item rate-stats__item--down">
                <span className="rate-stats__value">{counts.down}</span> {t('rates.stats.down')}
              </li>
              <li className="rate-stats__item">
                <span className="rate-stats__value">{counts.stable}</span> {t('rates.stats.stable')}
              </li>
            </ul>
          )}

          <h2 id="rate-table-title" className="visually-hidden">
            {t('rates.tableCaption')}
          </h2>

          {load.state === 'loading' && (
            <div className="rate-status" role="status" data-testid="rates-loading">
              <span className="spinner" />
              {t('rates.loading')}
            </div>
          )}

          {load.state === 'error' && (
            <Alert tone="error" title={t('rates.errorTitle')} testId="rates-error" className="rate-error">
              <p>{load.message || t('common.networkError')}</p>
              <button type="button" className="btn btn--sm btn--outline rate-error__retry" onClick={retry}>
                <Icon name="refresh" size={16} /> {t('common.retry')}
              </button>
            </Alert>
          )}

          {load.state === 'ready' && visible.length === 0 && (
            <p className="rate-empty" data-testid="rates-empty">
              {rates.length === 0 ? t('rates.empty') : t('rates.emptyFiltered')}
            </p>
          )}

          {load.state === 'ready' && visible.length > 0 && (
            <div className="rate-table-wrap">
              <table className="rate-table" data-testid="rate-table">
                <caption className="visually-hidden">{t('rates.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rates.columns.productName')}</th>
                    <th scope="col">{t('rates.columns.category')}</th>
                    <th scope="col" className="num">
                      {t('rates.columns.previousRate')}
                    </th>
                    <th scope="col" className="num">
                      {t('rates.columns.currentRate')}
                    </th>
                    <th scope="col">{t('rates.columns.unit')}</th>
                    <th scope="col">{t('rates.columns.change')}</th>
                    <th scope="col">{t('rates.columns.updatedOn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {visible.map((rate) => (
                    <tr key={rate.id} data-testid="rate-row" data-rate-id={rate.id}>
                      <th scope="row" data-label={t('rates.columns.productName')} className="rate-table__name">
                        {rate.productName}
                      </th>
                      <td data-label={t('rates.columns.category')}>
                        <span className={`rate-chip rate-chip--${rate.category}`}>{categoryName(rate.category)}</span>
                      </td>
                      <td data-label={t('rates.columns.previousRate')} className="num rate-table__previous">
                        {rate.previousRate === null ? <span aria-label={t('rates.noPrevious')}>—</span> : formatPrice(rate.previousRate)}
                      </td>
                      <td data-label={t('rates.columns.currentRate')} className="num rate-table__current">
                        {formatPrice(rate.currentRate)}
                      </td>
                      <td data-label={t('rates.columns.unit')}>{unitName(rate.unit)}</td>
                      <td data-label={t('rates.columns.change')}>
                        <RateTrend rate={rate} formatPrice={formatPrice} />
                      </td>
                      <td data-label={t('rates.columns.updatedOn')}>{formatDay(rate.date, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {load.state === 'ready' && visible.length > 0 && (
            <p className="rate-footnote">{t('rates.footnote', { count: visible.length })}</p>
          )}
        </div>
      </section>
    </>
  );
}

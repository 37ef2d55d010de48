import { sinceUnitChanged } from '@bazaar/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { fetchRateHistory, type Rate, type RateChange } from '../api/rates';
import { Alert } from '../components/Alert';
import { formatDateTime, formatDay } from '../components/dates';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { useCurrency } from '../money/CurrencyContext';
import { RateTrend } from './RateTrend';
import './RateListPage.css';

type Load = { state: 'loading' } | { state: 'ready'; rate: Rate; history: RateChange[] } | { state: 'missing' } | { state: 'error'; message: string };

const WIDTH = 640;
const HEIGHT = 180;
const PAD = 8;

/** The rate over time as a step line: each change holds until the next (given those in its current unit: sinceUnitChanged). */
function RateSparkline({ history, label }: { history: RateChange[]; label: string }) {
  if (history.length < 2) return null;
  const times = history.map((h) => Date.parse(h.changedAt));
  const values = history.map((h) => h.currentRate);
  const [t0, t1] = [times[0], Math.max(Date.now(), times[times.length - 1])];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const x = (t: number) => PAD + ((t - t0) / Math.max(t1 - t0, 1)) * (WIDTH - 2 * PAD);
  const y = (v: number) => (high === low ? HEIGHT / 2 : PAD + ((high - v) / (high - low)) * (HEIGHT - 2 * PAD));
  let path = `M ${x(times[0])} ${y(values[0])}`;
  for (let i = 1; i < history.length; i++) path += ` H ${x(times[i])} V ${y(values[i])}`;
  path += ` H ${x(t1)}`;
  return (
    <svg className="rate-spark" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="rate-page-chart" preserveAspectRatio="none">
      <path d={path} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** /wholesale-rate-list/:id: one rate with every change it has had, newest first. */
export default function RatePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { formatPrice } = useCurrency();
  const language = i18n.resolvedLanguage ?? 'en';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  usePageTitle(load.state === 'ready' ? load.rate.productName : t('rates.page.title'));

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchRateHistory(id, controller.signal)
      .then(({ rate, history }) => setLoad({ state: 'ready', rate, history }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'error', message: error instanceof ApiError && !error.isNetworkError ? error.message : t('common.networkError') });
      });
    return () => controller.abort();
  }, [id, t]);

  const back = (
    <Link to="/wholesale-rate-list" className="btn btn--outline btn--sm" data-testid="rate-page-back">
      <Icon name="chevronLeft" size={16} /> {t('rates.page.back')}
    </Link>
  );

  return (
    <>
      <PageHero compact title={load.state === 'ready' ? load.rate.productName : t('rates.page.title')} subtitle={load.state === 'ready' ? t(`categories.${load.rate.category}.name`) : undefined} />
      <section className="section rate-section">
        <div className="container rate-page" data-testid="rate-page">
          <p>{back}</p>
          {load.state === 'loading' && (
            <div className="rate-status" role="status">
              <span className="spinner" />
              {t('rates.loading')}
            </div>
          )}
          {load.state === 'missing' && <p className="rate-empty" data-testid="rate-page-missing">{t('rates.page.missing')}</p>}
          {load.state === 'error' && (
            <Alert tone="error" title={t('rates.page.error')} testId="rate-page-error">
              <p>{load.message}</p>
            </Alert>
          )}
          {load.state === 'ready' && (
            <>
              <dl className="rate-page__facts">
                <div>
                  <dt>{t('rates.columns.currentRate')}</dt>
                  <dd data-testid="rate-page-current">
                    {formatPrice(load.rate.currentRate)} / {t(`rates.units.${load.rate.unit}`)}
                  </dd>
                </div>
                <div>
                  <dt>{t('rates.columns.change')}</dt>
                  <dd>
                    <RateTrend rate={load.rate} formatPrice={formatPrice} />
                  </dd>
                </div>
                <div>
                  <dt>{t('rates.columns.updatedOn')}</dt>
                  <dd>{formatDay(load.rate.date, language)}</dd>
                </div>
              </dl>
              <RateSparkline history={sinceUnitChanged(load.history)} label={t('rates.page.chart')} />
              <h2 className="rate-page__heading">{t('rates.page.historyTitle', { count: load.history.length })}</h2>
              <div className="rate-table-wrap">
                <table className="rate-table" data-testid="rate-page-history">
                  <thead>
                    <tr>
                      <th scope="col">{t('rates.page.changedAt')}</th>
                      <th scope="col" className="num">{t('rates.columns.previousRate')}</th>
                      <th scope="col" className="num">{t('rates.columns.currentRate')}</th>
                      <th scope="col">{t('rates.columns.unit')}</th>
                      <th scope="col">{t('rates.page.listOnThatDay')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...load.history].reverse().map((change) => (
                      <tr key={change.changedAt} data-testid="rate-page-change">
                        <td data-label={t('rates.page.changedAt')}>{formatDateTime(change.changedAt, language)}</td>
                        <td data-label={t('rates.columns.previousRate')} className="num">{change.previousRate === null ? '—' : formatPrice(change.previousRate)}</td>
                        <td data-label={t('rates.columns.currentRate')} className="num">{formatPrice(change.currentRate)}</td>
                        <td data-label={t('rates.columns.unit')}>{t(`rates.units.${change.unit}`)}</td>
                        <td data-label={t('rates.page.listOnThatDay')}>
                          <Link to={`/wholesale-rate-list?date=${change.date}`}>{formatDay(change.date, language)}</Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { quoteExpired } from '@bazaar/common';
import { fetchMyEnquiries, orderableQuote, type MyEnquiry } from '../../api/enquiries';
import { DASHBOARD_PATH } from '../../session/dashboards';
import { addEnglishSections } from '../../i18n/english-sections';
import { useCurrency } from '../../money/CurrencyContext';
import { formatNumber } from '../../money/format';
import { unitWord } from '../catalog/unitWord';
import { formatDateTime, formatDayOf } from '../dates';
import { Icon } from '../Icon';
import { Pager } from '../Pager';
import './MyEnquiries.css';
import { keepWhole } from '../keepWhole';

addEnglishSections('enquiry', 'catalogue');

type Load = { state: 'loading' } | { state: 'ready'; items: MyEnquiry[]; total: number } | { state: 'error' };

/** Enquiries per page: the server pages them, and the section reads one page at a time. */
const PER_PAGE = 20;

/**
 * The customer dashboard's Enquiries section: each wholesale enquiry with its status, the
 * vendor's answer and the quote (price per tonne, quantity, total, its last day), newest first,
 * a page at a time (it read the first 50 only, and said nothing of the rest).
 * A quote not yet ordered goes to checkout's quote mode until its last day; an expired one says
 * to ask for a new one; an ordered one names its order instead.
 */
export function MyEnquiries() {
  const { t, i18n } = useTranslation();
  const { formatPrice } = useCurrency();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchMyEnquiries(page, PER_PAGE, controller.signal)
      .then((answer) => setLoad({ state: 'ready', items: answer.items, total: answer.total }))
      .catch(() => !controller.signal.aborted && setLoad({ state: 'error' }));
    return () => controller.abort();
  }, [attempt, page]);

  return (
    <section id="enquiries" className="dashboard__card my-enquiries" aria-labelledby="enquiries-title" data-testid="my-enquiries">
      <h2 id="enquiries-title">{t('enquiry.mine.title')}</h2>
      {load.state === 'loading' && (
        <p role="status" className="my-enquiries__note">
          <span className="spinner" /> {t('enquiry.mine.loading')}
        </p>
      )}
      {load.state === 'error' && (
        <div className="alert alert--error" role="alert">
          <Icon name="alert" size={20} />
          <p>{t('enquiry.mine.error')}</p>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setAttempt((a) => a + 1)}>
            {t('enquiry.mine.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && load.items.length === 0 && page === 1 && (
        <div className="my-enquiries__empty" data-testid="my-enquiries-empty">
          <p><strong>{t('enquiry.mine.empty')}</strong></p>
          <p>{t('enquiry.mine.emptyText')}</p>
          <Link to="/wholesale" className="btn btn--outline btn--sm">{t('nav.wholesale')}</Link>
        </div>
      )}
      {load.state === 'ready' && load.items.length > 0 && (
        <ul className="my-enquiries__list">
          {load.items.map((e) => (
            <li key={e.id} className="my-enquiries__item" data-testid="my-enquiry" data-status={e.status}>
              <div className="my-enquiries__head">
                <h3>{e.productName}</h3>
                <span className={`my-enquiries__status my-enquiries__status--${e.status}`} data-testid="my-enquiry-status">
                  {t(`enquiry.status.${e.status}`)}
                </span>
              </div>
              <p className="my-enquiries__meta">
                {t('enquiry.mine.quantity', { unit: unitWord(t, e.unit) })}: <strong>{formatNumber(e.quantity)}</strong> · {t('enquiry.mine.sent', { date: formatDateTime(e.submittedAt, language) })}
              </p>
              {e.message && (
                <p className="my-enquiries__message" dir="auto">
                  {e.message}
                </p>
              )}
              {e.answer ? (
                <div className="my-enquiries__answer" data-testid="my-enquiry-answer">
                  <span>{t('enquiry.mine.answer')}</span>
                  <p dir="auto">{e.answer}</p>
                </div>
              ) : (
                e.status !== 'closed' && !e.quote && <p className="my-enquiries__note">{t('enquiry.mine.waiting')}</p>
              )}
              {e.quote && (
                <div className="my-enquiries__quote" data-testid="my-enquiry-quote">
                  <span>{t('enquiry.mine.quote')}</span>
                  <p>
                    {t('enquiry.mine.quoteLine', { price: formatPrice(e.quote.price), perUnit: unitWord(t, e.quote.unit), quantity: e.quote.quantity, unit: unitWord(t, e.quote.unit, e.quote.quantity) })}
                  </p>
                  <strong data-testid="my-enquiry-quote-total">{t('enquiry.mine.quoteTotal', { total: formatPrice(e.quote.total) })}</strong>
                  {e.status === 'quoted' && e.quote.validUntil && (
                    <p className="my-enquiries__validity" data-testid="my-enquiry-quote-validity">
                      {t(quoteExpired(e.quote.validUntil, new Date()) ? 'enquiry.mine.quoteExpired' : 'enquiry.mine.quoteValidUntil', { date: formatDayOf(e.quote.validUntil, language) })}
                    </p>
                  )}
                  {e.status === 'quoted' && !e.order && !e.onSale && (
                    <p className="my-enquiries__validity" data-testid="my-enquiry-quote-off-sale">
                      {t('enquiry.mine.quoteOffSale')}
                    </p>
                  )}
                  {orderableQuote(e) && (
                    <Link to={`/checkout?enquiry=${encodeURIComponent(e.id)}`} className="btn btn--sm my-enquiries__order" data-testid="order-quote">
                      {t('enquiry.mine.orderQuote')}
                    </Link>
                  )}
                  {e.order && (
                    <p className="my-enquiries__ordered" data-testid="my-enquiry-order">
                      {keepWhole(t('enquiry.mine.ordered', { number: e.order.orderNumber }), e.order.orderNumber)}{' '}
                      <Link to={`${DASHBOARD_PATH.customer}#orders`}>{t('enquiry.mine.seeOrder')}</Link>
                    </p>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ready' && <Pager page={page} pages={Math.max(1, Math.ceil(load.total / PER_PAGE))} onPage={setPage} testId="my-enquiries-pager" />}
    </section>
  );
}

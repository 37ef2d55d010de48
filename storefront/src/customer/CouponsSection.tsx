import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { formatDateTime } from '../components/dates';
import { useTranslateServerMessage } from '../components/serverMessages';
import { claimCoupon, couponWords, listCoupons, type Coupon } from './customerApi';
import { useFocusAfterRender } from '../components/useFocusAfterRender';

/** Claim Coupons (spec 2.6): the offers (WELCOME20, SUMMER10 and those admins add), each claimable once; validity runs from the claim. */
export function CouponsSection() {
  const { t, i18n } = useTranslation();
  const serverMessage = useTranslateServerMessage();
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    listCoupons().then(
      (r) => setCoupons(r.items),
      () => setError(t('customer.loadFailed')),
    );
  }, [t]);

  const states = useRef(new Map<string, HTMLParagraphElement | null>());
  const focusAfter = useFocusAfterRender();

  const claim = async (code: string) => {
    setBusy(code);
    setError(null);
    try {
      const claimed = await claimCoupon(code);
      setCoupons((list) => list?.map((c) => (c.code === code ? claimed : c)) ?? null);
      // Claim is replaced by the coupon's new state: read that, rather than falling back to <body>.
      focusAfter(() => states.current.get(code));
    } catch (e) {
      // The server's refusal ('This coupon code is not valid': withdrawn since the page was read) in the reader's language.
      setError(e instanceof ApiError ? (e.isNetworkError ? t('common.networkError') : serverMessage(e.message)) : t('common.unexpectedError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section id="coupons" className="dashboard__card" aria-labelledby="coupons-title" data-testid="dashboard-coupons">
      <h2 id="coupons-title">{t('dashboard.menu.coupons')}</h2>
      {error && <p role="alert" className="field__error">{error}</p>}
      {!coupons ? (
        <p>{t('common.loading')}</p>
      ) : (
        <div className="coupon-grid">
          {coupons.map((c) => (
            <article key={c.code} className={`coupon coupon--${c.status}`} data-testid={`coupon-${c.code}`} data-status={c.status}>
              <p className="coupon__code">{c.code}</p>
              <p className="coupon__percent">{t('customer.coupons.percentOff', { percent: c.percent })}</p>
              {couponWords(c) && <p className="coupon__description" dir="auto" data-testid={`coupon-description-${c.code}`}>{couponWords(c)}</p>}
              <p>{c.firstOrderOnly ? t('customer.coupons.firstOrder', { days: c.validDays }) : t('customer.coupons.allProducts', { days: c.validDays })}</p>
              {c.status === 'available' ? (
                <button type="button" className="btn btn--sm" disabled={busy === c.code} onClick={() => claim(c.code)} aria-label={t('customer.coupons.claimOf', { code: c.code })} data-testid={`claim-${c.code}`}>
                  {t('customer.coupons.claim')}
                </button>
              ) : (
                <p className="coupon__state" tabIndex={-1} ref={(el) => void states.current.set(c.code, el)} data-testid={`coupon-state-${c.code}`}>
                  {c.status === 'claimed' && c.validUntil && (c.usable ? t('customer.coupons.claimedUntil', { until: formatDateTime(c.validUntil, i18n.language) }) : t('customer.coupons.afterFirstOrder'))}
                  {c.status === 'redeemed' && t('customer.coupons.redeemed')}
                  {c.status === 'expired' && t('customer.coupons.expired')}
                </p>
              )}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}

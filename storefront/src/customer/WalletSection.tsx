import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../components/dates';
import { listMyOrders, type CustomerOrder } from '../checkout/checkoutApi';
import { formatMoney } from '../money/format';

/** Most recent orders the statement covers (the list is paged on the server at 100). */
const STATEMENT_ORDERS = 100;

/** Wallet & Payment (spec 2.6): the customer's payments and refunds, from their orders as the server keeps them. */
export function WalletSection() {
  const { t, i18n } = useTranslation();
  const [orders, setOrders] = useState<CustomerOrder[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    listMyOrders(1, STATEMENT_ORDERS).then(
      (r) => setOrders(r.items),
      () => setFailed(true),
    );
  }, []);
  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);
  const payments = (orders ?? []).filter((o) => o.paymentStatus === 'paid' || o.paymentStatus === 'refunded');
  const refunds = (orders ?? []).filter((o) => o.refunded > 0);
  // A capture the gateway took twice: paid and returned, so it shows on both cards and nets to nothing.
  const duplicates = (orders ?? []).flatMap((o) => (o.duplicatePayments ?? []).map((d) => ({ ...d, order: o })));
  const duplicated = duplicates.reduce((s, d) => s + Math.round(d.amount * 100), 0) / 100;
  const cod = (orders ?? []).filter((o) => o.paymentMethod === 'cod' && o.status !== 'cancelled' && o.paymentStatus === 'pending');
  const paid = (payments.reduce((s, o) => s + Math.round(o.total * 100), 0) + Math.round(duplicated * 100)) / 100;
  const refunded = (refunds.reduce((s, o) => s + Math.round(o.refunded * 100), 0) + Math.round(duplicated * 100)) / 100;
  const due = cod.reduce((s, o) => s + Math.round(o.total * 100), 0) / 100;
  return (
    <section id="wallet" className="dashboard__card" aria-labelledby="wallet-title" data-testid="dashboard-wallet">
      <h2 id="wallet-title">{t('dashboard.menu.wallet')}</h2>
      {failed && <p role="alert" className="field__error">{t('customer.loadFailed')}</p>}
      {!orders ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          <div className="wallet-cards">
            <div className="wallet-card">
              <span>{t('customer.wallet.paid')}</span>
              <strong data-testid="wallet-paid">{money(paid)}</strong>
            </div>
            <div className="wallet-card">
              <span>{t('customer.wallet.refunded')}</span>
              <strong data-testid="wallet-refunded">{money(refunded)}</strong>
            </div>
            <div className="wallet-card">
              <span>{t('customer.wallet.onDelivery')}</span>
              <strong>{money(due)}</strong>
            </div>
          </div>
          <h3>{t('customer.wallet.transactions')}</h3>
          {payments.length === 0 && refunds.length === 0 && duplicates.length === 0 ? (
            <p className="empty-block">{t('customer.wallet.none')}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table" data-testid="wallet-transactions">
                <thead>
                  <tr>
                    <th>{t('customer.wallet.date')}</th>
                    <th>{t('customer.wallet.order')}</th>
                    <th>{t('customer.wallet.kind')}</th>
                    <th>{t('customer.wallet.reference')}</th>
                    <th className="num">{t('customer.wallet.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((o) => (
                    <tr key={`p-${o.id}`}>
                      <td>{formatDateTime(o.placedAt, i18n.language)}</td>
                      <td>{o.orderNumber}</td>
                      <td>{t(`customer.orders.methods.${o.paymentMethod ?? 'sandbox'}`)}</td>
                      <td>{o.paymentId ?? '—'}</td>
                      <td className="num">{money(o.total)}</td>
                    </tr>
                  ))}
                  {refunds.map((o) => (
                    <tr key={`r-${o.id}`}>
                      <td>{formatDateTime(o.placedAt, i18n.language)}</td>
                      <td>{o.orderNumber}</td>
                      <td>{t('customer.wallet.refund')}</td>
                      <td>{o.cancelReason ? t('customer.wallet.cancelled') : '—'}</td>
                      <td className="num">−{money(o.refunded)}</td>
                    </tr>
                  ))}
                  {duplicates.flatMap((d) => [
                    <tr key={`d-${d.paymentId}`} data-testid="wallet-duplicate">
                      <td>{formatDateTime(d.refundedAt, i18n.language)}</td>
                      <td>{d.order.orderNumber}</td>
                      <td>{t('customer.wallet.duplicate')}</td>
                      <td>{d.paymentId}</td>
                      <td className="num">{money(d.amount)}</td>
                    </tr>,
                    <tr key={`dr-${d.paymentId}`}>
                      <td>{formatDateTime(d.refundedAt, i18n.language)}</td>
                      <td>{d.order.orderNumber}</td>
                      <td>{t('customer.wallet.refund')}</td>
                      <td>{t('customer.wallet.duplicateRefund')}</td>
                      <td className="num">−{money(d.amount)}</td>
                    </tr>,
                  ])}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

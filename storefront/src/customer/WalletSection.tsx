import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../components/dates';
import { listMyOrders, type CustomerOrder } from '../checkout/checkoutApi';
import { formatMoney } from '../money/format';
import { paidOf, walletOrders, walletTotals } from './wallet';

/** Most recent orders the statement covers (the list is paged on the server at 100). */
const STATEMENT_ORDERS = 100;

const columns = ['date', 'order', 'kind', 'reference', 'amount'] as const;
type WalletRow = Record<(typeof columns)[number], string> & { key: string; testId?: string };

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
  const { payments, refunds } = walletOrders(orders ?? []);
  // A capture the gateway took twice: paid and returned, so it shows on both cards and nets to nothing.
  const duplicates = (orders ?? []).flatMap((o) => (o.duplicatePayments ?? []).map((d) => ({ ...d, order: o })));
  const { paid, refunded, due } = walletTotals(orders ?? []);
  const when = (at: string) => formatDateTime(at, i18n.language);
  // One list of rows, each cell labelled: on a phone each row is a card (no amount off-screen to the right).
  const rows: WalletRow[] = [
    ...payments.map((o) => ({ key: `p-${o.id}`, date: when(o.placedAt), order: o.orderNumber, kind: t(`customer.orders.methods.${o.paymentMethod ?? 'sandbox'}`), reference: o.paymentId ?? '—', amount: money(paidOf(o)) })),
    ...refunds.map((o) => ({ key: `r-${o.id}`, date: when(o.placedAt), order: o.orderNumber, kind: t('customer.wallet.refund'), reference: o.cancelReason ? t('customer.wallet.cancelled') : '—', amount: `−${money(o.refunded)}` })),
    ...duplicates.flatMap((d) => [
      { key: `d-${d.paymentId}`, testId: 'wallet-duplicate', date: when(d.refundedAt), order: d.order.orderNumber, kind: t('customer.wallet.duplicate'), reference: d.paymentId, amount: money(d.amount) },
      { key: `dr-${d.paymentId}`, date: when(d.refundedAt), order: d.order.orderNumber, kind: t('customer.wallet.refund'), reference: t('customer.wallet.duplicateRefund'), amount: `−${money(d.amount)}` },
    ]),
  ];
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
              <table className="data-table data-table--cards" data-testid="wallet-transactions">
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c} className={c === 'amount' ? 'num' : undefined}>
                        {t(`customer.wallet.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} data-testid={row.testId}>
                      {columns.map((c) => (
                        <td key={c} className={c === 'amount' ? 'num' : undefined} data-label={t(`customer.wallet.${c}`)}>
                          {row[c]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../components/dates';
import { downloadInvoice, listMyOrders, type CustomerOrder } from '../checkout/checkoutApi';
import { formatMoney } from '../money/format';
import { useNotificationFeed } from '../notifications/notificationStore';
import { Pager } from '../components/Pager';

const PER_PAGE = 10;

/** Orders & Statements (spec 2.6): number, date, items, total, payment method (N/A), tracking, status (Processing); newest first. */
export function OrdersSection() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: CustomerOrder[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  // A notification (shipped, delivered...) means an order changed: read the page again.
  const latest = useNotificationFeed().arrived[0]?.id;

  useEffect(() => {
    let current = true;
    listMyOrders(page, PER_PAGE).then(
      (r) => current && setData(r),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [page, latest]);

  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <section id="orders" className="dashboard__card" aria-labelledby="orders-title" data-testid="dashboard-orders">
      <h2 id="orders-title">{t('dashboard.menu.orders')}</h2>
      {failed && <p role="alert" className="field__error">{t('customer.loadFailed')}</p>}
      {!data ? (
        <p>{t('common.loading')}</p>
      ) : data.items.length === 0 ? (
        <div className="empty-block" data-testid="orders-empty">
          <p className="empty-block__title">{t('customer.orders.emptyTitle')}</p>
          <p>{t('customer.orders.emptyText')}</p>
        </div>
      ) : (
        <ul className="order-list">
          {data.items.map((order) => (
            <li key={order.id} className="order-card" data-testid="customer-order" data-status={order.status ?? 'processing'}>
              <div className="order-card__head">
                <div>
                  <p className="order-card__number">{order.orderNumber}</p>
                  <p className="notice-list__meta">{formatDateTime(order.placedAt, i18n.language)}</p>
                </div>
                <span className={`order-status order-status--${order.status ?? 'processing'}`} data-testid="order-status">
                  {t(`customer.orders.status.${order.status ?? 'processing'}`)}
                </span>
              </div>
              <ul className="order-card__items">
                {order.items.map((item) => (
                  <li key={item.productId}>
                    {item.productName} × {item.quantity} {item.unit} <span className="notice-list__meta">{money(item.totalPrice)}</span>
                  </li>
                ))}
              </ul>
              <dl className="order-card__facts">
                {/* How the items' sum becomes the total: the coupon and the delivery fee, as the server priced them. */}
                {(order.discount > 0 || order.deliveryFee > 0) && (
                  <div>
                    <dt>{t('checkout.subtotal')}</dt>
                    <dd>{money(order.subtotal)}</dd>
                  </div>
                )}
                {order.discount > 0 && (
                  <div data-testid="order-discount">
                    <dt>{t('checkout.discount', { code: order.couponCode ?? '' })}</dt>
                    <dd>−{money(order.discount)}</dd>
                  </div>
                )}
                {order.deliveryFee > 0 && (
                  <div>
                    <dt>{t('checkout.delivery')}</dt>
                    <dd>{money(order.deliveryFee)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('customer.orders.total')}</dt>
                  <dd>{money(order.total)}</dd>
                </div>
                <div>
                  <dt>{t('customer.orders.payment')}</dt>
                  <dd>
                    {order.paymentMethod ? t(`customer.orders.methods.${order.paymentMethod}`) : t('customer.orders.na')} · {t(`customer.orders.paymentStatus.${order.paymentStatus}`)}
                  </dd>
                </div>
                {order.fulfilments
                  .filter((f) => f.trackingId)
                  .map((f) => (
                    <div key={f.vendorId}>
                      <dt>{t('customer.orders.tracking')}</dt>
                      <dd data-testid="order-tracking">
                        {f.trackingUrl ? (
                          <a href={f.trackingUrl} target="_blank" rel="noopener noreferrer">
                            {f.courierName} · {f.trackingId}
                          </a>
                        ) : (
                          `${f.courierName} · ${f.trackingId}`
                        )}
                      </dd>
                    </div>
                  ))}
              </dl>
              <InvoiceButtons order={order} />
              {order.paymentUrl && (
                <a href={order.paymentUrl} className="btn btn--sm">
                  {t('customer.orders.payNow')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} testId="orders-pager" />
      <p className="notice-list__meta">
        <Link to="/checkout">{t('customer.orders.toCart')}</Link>
      </p>
    </section>
  );
}

/** One GST invoice per vendor's part (spec 2.6 Statements); a cancelled part sold nothing and has none. */
function InvoiceButtons({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const parts = order.fulfilments.filter((f) => f.status !== 'cancelled');
  if (parts.length === 0) return null;
  return (
    <p className="order-card__invoices">
      {parts.map((f, i) => (
        <button
          key={f.vendorId}
          type="button"
          className="btn btn--sm btn--outline"
          data-testid="order-invoice"
          onClick={() => {
            setFailed(false);
            downloadInvoice(order.id, f.vendorId).catch(() => setFailed(true));
          }}
        >
          {parts.length === 1 ? t('customer.orders.invoice') : t('customer.orders.invoiceOf', { n: i + 1 })}
        </button>
      ))}
      {failed && (
        <span role="alert" className="field__error">
          {t('customer.orders.invoiceFailed')}
        </span>
      )}
    </p>
  );
}

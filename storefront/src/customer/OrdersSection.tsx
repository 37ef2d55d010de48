import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useUnitName } from '../components/catalog/ProductFacts';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDateTime } from '../components/dates';
import { formatList } from '../components/lists';
import { useTranslateServerMessage } from '../components/serverMessages';
import { cancelMyOrder, downloadInvoice, listMyOrders, type CustomerOrder } from '../checkout/checkoutApi';
import { addEnglishSections } from '../i18n/english-sections';
import { formatMoney, formatNumber } from '../money/format';
import { useNotificationFeed } from '../notifications/notificationStore';
import { Pager } from '../components/Pager';
import { keepWhole } from '../components/keepWhole';

// Checkout's words (subtotal, delivery) and the catalogue's unit names.
addEnglishSections('checkout', 'catalogue');

const PER_PAGE = 10;

/** Orders & Statements (spec 2.6): number, date, items, total, payment method (N/A), tracking, status (Processing); newest first. */
export function OrdersSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: CustomerOrder[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  // A notification (shipped, delivered...) means an order changed: read the page again.
  const notice = useNotificationFeed().arrived[0];
  const latest = notice?.id;
  // So does a cancel the server refused (a part shipped meanwhile).
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let current = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    // The notice and the orders read model follow the log each on their own: while the notice's order is
    // older than the notice (its updatedAt before the event the notice is of), read again, a few times.
    const read = (tries: number) =>
      listMyOrders(page, PER_PAGE).then(
        (r) => {
          if (!current) return;
          setData(r);
          const behind = !!notice?.orderId && r.items.some((o) => o.id === notice.orderId && o.updatedAt < notice.createdAt);
          if (behind && tries > 0) again = setTimeout(() => read(tries - 1), 400);
        },
        () => current && setFailed(true),
      );
    void read(5);
    return () => {
      current = false;
      clearTimeout(again);
    };
    // The notice itself is read through `latest` (its id): a new one is a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, latest, reload]);

  const replace = (updated: CustomerOrder) => setData((d) => d && { ...d, items: d.items.map((o) => (o.id === updated.id ? updated : o)) });
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
            <OrderCard key={order.id} order={order} onCancelled={replace} onRefused={() => setReload((n) => n + 1)} />
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

/** Whether the customer may still cancel: not cancelled and no part on its way (the server decides, 409 otherwise). */
const cancellable = (order: CustomerOrder) =>
  order.status !== 'cancelled' && order.status !== 'shipped' && order.status !== 'delivered' && !order.fulfilments.some((f) => f.status === 'shipped' || f.status === 'delivered');

/** A cancelled order whose payment was never taken (cash on delivery, an online payment not made) was not charged: not "pending". */
type PostalAddressView = CustomerOrder['shippingAddress'];

/** Whether the billing address is the delivery one (then shown once); a GSTIN makes it a business's own. */
const sameAddress = (a: PostalAddressView, b: PostalAddressView) =>
  !b.gstin && (['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'] as const).every((k) => (a[k] ?? null) === (b[k] ?? null));

/** An address as the customer typed it: each line in its own direction (any script). */
function PostalAddress({ address }: { address: PostalAddressView }) {
  const { t } = useTranslation();
  return (
    <address className="order-card__postal">
      <span dir="auto">{address.name}</span>
      <span dir="ltr">{address.phone}</span>
      <span dir="auto">{address.line1}</span>
      {address.line2 && <span dir="auto">{address.line2}</span>}
      <span dir="auto">
        {address.city}, {address.state} {address.pincode}
      </span>
      {address.gstin && <span dir="ltr">{t('customer.orders.gstin', { gstin: address.gstin })}</span>}
    </address>
  );
}

const paymentState = (order: CustomerOrder) => (order.status === 'cancelled' && order.paymentStatus === 'pending' ? 'notCharged' : order.paymentStatus);

/** One order: its items, how it was priced and paid, tracking, invoices, and Cancel order while nothing has shipped. */
function OrderCard({ order, onCancelled, onRefused }: { order: CustomerOrder; onCancelled: (order: CustomerOrder) => void; onRefused: () => void }) {
  const { t, i18n } = useTranslation();
  const serverMessage = useTranslateServerMessage();
  const unitName = useUnitName();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);
  const status = order.status ?? 'processing';
  const cancelledVendors = new Set(order.fulfilments.filter((f) => f.status === 'cancelled').map((f) => f.vendorId));
  // The outcome takes the focus (after the dialog has given it back): the button that opened it is gone after a
  // cancel, and goes once the list is read again after a refusal.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const cancel = async () => {
    setBusy(true);
    try {
      const cancelled = await cancelMyOrder(order.id);
      const amount = money(cancelled.refunded);
      setResult({ tone: 'success', text: cancelled.refunded > 0 ? t('customer.orders.cancelledRefund', { number: order.orderNumber, amount }) : t('customer.orders.cancelledDone', { number: order.orderNumber }) });
      onCancelled(cancelled);
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof ApiError && !error.isNetworkError ? serverMessage(error.message) : t('common.networkError') });
      if (error instanceof ApiError && error.status === 409) onRefused();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className="order-card" data-testid="customer-order" data-status={status}>
      <div className="order-card__head">
        <div>
          <p className="order-card__number">{order.orderNumber}</p>
          <p className="notice-list__meta">{formatDateTime(order.placedAt, i18n.language)}</p>
        </div>
        <span className={`order-status order-status--${status}`} data-testid="order-status">
          {t(`customer.orders.status.${status}`)}
        </span>
      </div>
      <ul className="order-card__items">
        {order.items.map((item) => {
          // A line of a part its seller (or the admin) cancelled was not sold: struck through and said so.
          const cancelled = status !== 'cancelled' && cancelledVendors.has(item.vendorId);
          return (
            <li key={item.productId} className={cancelled ? 'order-card__item--cancelled' : undefined} data-testid="order-item" data-cancelled={cancelled || undefined}>
              <span className="order-card__item-name">
                {item.productName} × {formatNumber(item.quantity)} {unitName(item.unit, item.quantity)}
              </span>{' '}
              <span className="notice-list__meta" dir="ltr">
                {money(item.totalPrice)}
              </span>
              {cancelled && <span className="order-card__item-note"> · {t('customer.orders.itemCancelled')}</span>}
            </li>
          );
        })}
      </ul>
      <dl className="order-card__facts">
        {/* How the items' sum becomes the total: the coupon and the delivery fee, as the server priced them. */}
        {(order.discount > 0 || order.deliveryFee > 0) && (
          <div>
            <dt>{t('checkout.subtotal')}</dt>
            <dd dir="ltr">{money(order.subtotal)}</dd>
          </div>
        )}
        {order.discount > 0 && (
          <div data-testid="order-discount">
            <dt>{t('checkout.discount', { code: order.couponCode ?? '' })}</dt>
            <dd dir="ltr">−{money(order.discount)}</dd>
          </div>
        )}
        {order.deliveryFee > 0 && (
          <div>
            <dt>{t('checkout.delivery')}</dt>
            <dd dir="ltr">{money(order.deliveryFee)}</dd>
          </div>
        )}
        <div>
          <dt>{t('customer.orders.total')}</dt>
          <dd dir="ltr">{money(order.total)}</dd>
        </div>
        <div>
          <dt>{t('customer.orders.payment')}</dt>
          <dd data-testid="order-payment">
            {order.paymentMethod ? t(`customer.orders.methods.${order.paymentMethod}`) : t('customer.orders.na')} · {t(`customer.orders.paymentStatus.${paymentState(order)}`)}
          </dd>
        </div>
        {/* What the payment took, when it is not the total: cash on delivery collects only the parts delivered. */}
        {order.paid !== null && order.paid !== order.total && (
          <div data-testid="order-paid">
            <dt>{t(order.paymentMethod === 'cod' ? 'customer.orders.collected' : 'customer.orders.paidOnline')}</dt>
            <dd dir="ltr">{money(order.paid)}</dd>
          </div>
        )}
        {order.refunded > 0 && (
          <div data-testid="order-refunded">
            <dt>{t('customer.orders.refunded')}</dt>
            <dd dir="ltr">{money(order.refunded)}</dd>
          </div>
        )}
        {/* Where the order goes, and whom it bills when that differs (a business buyer's GSTIN with it). */}
        <div className="order-card__address" data-testid="order-delivery-address">
          <dt>{t('customer.orders.deliveryAddress')}</dt>
          <dd>
            <PostalAddress address={order.shippingAddress} />
          </dd>
        </div>
        {!sameAddress(order.shippingAddress, order.billingAddress) && (
          <div className="order-card__address" data-testid="order-billing-address">
            <dt>{t('customer.orders.billingAddress')}</dt>
            <dd>
              <PostalAddress address={order.billingAddress} />
            </dd>
          </div>
        )}
        {/* Why a seller cancelled their part, as they typed it. */}
        {order.fulfilments
          .filter((f) => f.status === 'cancelled' && f.cancellationReason)
          .map((f) => (
            <div key={`why-${f.vendorId}`} data-testid="order-cancel-reason">
              <dt>{t('customer.orders.cancelledBecause')}</dt>
              <dd dir="auto">{f.cancellationReason}</dd>
            </div>
          ))}
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
      {(order.paymentUrl || cancellable(order)) && (
        <p className="order-card__invoices">
          {order.paymentUrl && (
            <a href={order.paymentUrl} className="btn btn--sm">
              {t('customer.orders.payNow')}
            </a>
          )}
          {cancellable(order) && (
            <button type="button" className="btn btn--sm btn--outline" onClick={() => setConfirming(true)} aria-label={t('customer.orders.cancelOf', { number: order.orderNumber })} data-testid="order-cancel">
              {t('customer.orders.cancel')}
            </button>
          )}
        </p>
      )}
      {result && (
        <p ref={resultRef} tabIndex={-1} role={result.tone === 'error' ? 'alert' : 'status'} className={result.tone === 'error' ? 'field__error' : 'order-card__result'} data-testid="order-cancel-result">
          {keepWhole(result.text, order.orderNumber)}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('customer.orders.cancelTitle', { number: order.orderNumber })}
          confirmLabel={t('customer.orders.cancelYes')}
          cancelLabel={t('customer.orders.cancelKeep')}
          busy={busy}
          onConfirm={cancel}
          onClose={() => setConfirming(false)}
          testId="order-cancel-confirm"
        >
          <p>{t(order.paymentStatus === 'paid' ? 'customer.orders.cancelTextPaid' : 'customer.orders.cancelText')}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** One GST invoice per vendor's part (spec 2.6 Statements); a cancelled part sold nothing and has none. */
function InvoiceButtons({ order }: { order: CustomerOrder }) {
  const { t, i18n } = useTranslation();
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
          // Which seller's invoice, by what they sold in this order: "GST invoice 1" alone says nothing to a screen reader.
          aria-label={t('customer.orders.invoiceFor', {
            number: order.orderNumber,
            items: formatList(
              order.items.filter((item) => item.vendorId === f.vendorId).map((item) => item.productName),
              i18n.language,
            ),
          })}
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

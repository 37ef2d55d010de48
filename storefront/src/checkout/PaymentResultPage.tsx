import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { usePageTitle } from '../components/usePageTitle';
import { addEnglishSections } from '../i18n/english-sections';
import { formatMoney } from '../money/format';
import { OrderNotFound, useOrderFromQuery } from './OrderConfirmationPage';
import { removeFromCart } from '../cart/cartStore';
import './CheckoutPage.css';
import { keepWhole } from '../components/keepWhole';

addEnglishSections('checkout');

/**
 * /payment-success and /payment-failure: where the sandbox gateway sends the browser back.
 * What they say comes from the order as the server holds it (the gateway's signed notice was
 * processed before the redirect), not from the address.
 */
export default function PaymentResultPage({ outcome }: { outcome: 'success' | 'failure' }) {
  const { t, i18n } = useTranslation();
  const { order, missing, orderNumber } = useOrderFromQuery();
  usePageTitle(missing ? t('checkout.confirmation.notFoundTitle') : t(`checkout.${outcome}.title`));
  const paid = order?.paymentStatus === 'paid';
  // Why a failure: a failed payment, the payment window running out, or an order cancelled otherwise before it was paid.
  const failureText = order?.cancelReason === 'payment_timeout' ? 'expired' : order?.status === 'cancelled' && order.cancelReason !== 'payment_failed' ? 'cancelled' : 'text';
  // Paid: what it bought leaves the device's cart (kept until now, in case the payment failed).
  const bought = paid ? order.items.map((i) => i.productId).join(',') : '';
  useEffect(() => {
    for (const productId of bought ? bought.split(',') : []) removeFromCart(productId);
  }, [bought]);
  if (missing) return <OrderNotFound testId={`payment-${outcome}`} />;
  return (
    <div className="container confirmation" data-testid={`payment-${outcome}`}>
      <div className="confirmation__card">
        <span className={`confirmation__icon${outcome === 'failure' ? ' confirmation__icon--bad' : ''}`} aria-hidden="true">
          <Icon name={outcome === 'success' ? 'checkCircle' : 'alert'} size={48} />
        </span>
        <h1>{t(`checkout.${outcome}.title`)}</h1>
        {!order ? (
          <p>{t('common.loading')}</p>
        ) : (
          <p className="confirmation__lead" data-testid="payment-status" data-status={order.paymentStatus}>
            {keepWhole(
              paid
                ? t('checkout.success.text', { number: order.orderNumber, amount: formatMoney(order.total, 'INR', i18n.language) })
                : outcome === 'success'
                  ? t('checkout.success.pending', { number: order.orderNumber })
                  : t(`checkout.failure.${failureText}`, { number: order.orderNumber ?? orderNumber }),
              order.orderNumber ?? orderNumber,
            )}
          </p>
        )}
        <div className="checkout__actions">
          {order && paid && (
            <Link to={`/order-confirmation?orderId=${encodeURIComponent(order.id)}`} className="btn" data-testid="see-confirmation">
              {t('checkout.success.seeOrder')}
            </Link>
          )}
          {outcome === 'failure' && (
            <Link to="/checkout" className="btn" data-testid="back-to-checkout">
              {t('checkout.failure.retry')}
            </Link>
          )}
          <Link to="/dashboard#orders" className="btn btn--outline">
            {t('checkout.confirmation.viewOrders')}
          </Link>
        </div>
      </div>
    </div>
  );
}

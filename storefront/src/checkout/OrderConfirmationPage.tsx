import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { formatDateTime } from '../components/dates';
import { Icon } from '../components/Icon';
import { usePageTitle } from '../components/usePageTitle';
import { addEnglishSections } from '../i18n/english-sections';
import { formatMoney } from '../money/format';
import { getMyOrder, type CustomerOrder } from './checkoutApi';
import './CheckoutPage.css';

addEnglishSections('checkout');

/** Loads the customer's order named by ?orderId= (the confirmation and payment result pages). */
export function useOrderFromQuery() {
  const [params] = useSearchParams();
  const id = params.get('orderId');
  const [order, setOrder] = useState<CustomerOrder | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!id) return setMissing(true);
    getMyOrder(id).then(setOrder, (e: unknown) => setMissing(e instanceof ApiError ? e.status === 404 || e.status === 400 : true));
  }, [id]);
  return { order, missing, orderNumber: params.get('orderNumber') };
}

/** Spec 2.11's two buttons: View orders and Continue shopping. */
function OrderActions() {
  const { t } = useTranslation();
  return (
    <div className="checkout__actions">
      <Link to="/dashboard#orders" className="btn" data-testid="view-orders">
        {t('checkout.confirmation.viewOrders')}
      </Link>
      <Link to="/" className="btn btn--outline" data-testid="continue-shopping">
        {t('checkout.confirmation.continue')}
      </Link>
    </div>
  );
}

/**
 * No order of this customer behind the address (none given, another's, a typo): the page says
 * so in its heading instead of announcing a confirmed order or a successful payment.
 */
export function OrderNotFound({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="container confirmation" data-testid={testId}>
      <div className="confirmation__card">
        <span className="confirmation__icon confirmation__icon--bad" aria-hidden="true">
          <Icon name="alert" size={48} />
        </span>
        <h1>{t('checkout.confirmation.notFoundTitle')}</h1>
        <p role="alert">{t('checkout.confirmation.notFound')}</p>
        <OrderActions />
      </div>
    </div>
  );
}

/** Spec 2.11: the server's order number and date, three next steps, View orders and Continue shopping. */
export default function OrderConfirmationPage() {
  const { t, i18n } = useTranslation();
  const { order, missing } = useOrderFromQuery();
  usePageTitle(t(missing ? 'checkout.confirmation.notFoundTitle' : 'checkout.confirmation.title'));
  if (missing) return <OrderNotFound testId="order-confirmation" />;
  return (
    <div className="container confirmation" data-testid="order-confirmation">
      <div className="confirmation__card">
        <span className="confirmation__icon" aria-hidden="true">
          <Icon name="checkCircle" size={48} />
        </span>
        <h1>{t('checkout.confirmation.title')}</h1>
        {!order ? (
          <p>{t('common.loading')}</p>
        ) : (
          <>
            <p className="confirmation__lead">{t('checkout.confirmation.thanks')}</p>
            <dl className="confirmation__facts">
              <div>
                <dt>{t('checkout.confirmation.number')}</dt>
                <dd data-testid="order-number">{order.orderNumber}</dd>
              </div>
              <div>
                <dt>{t('checkout.confirmation.date')}</dt>
                <dd data-testid="order-date">{formatDateTime(order.placedAt, i18n.language)}</dd>
              </div>
              <div>
                <dt>{t('checkout.total')}</dt>
                <dd data-testid="order-total">{formatMoney(order.total, 'INR', i18n.language)}</dd>
              </div>
              <div>
                <dt>{t('checkout.payment')}</dt>
                <dd>{t(`checkout.methods.${order.paymentMethod ?? 'cod'}`)} · {t(`checkout.paymentStatus.${order.paymentStatus}`)}</dd>
              </div>
            </dl>
          </>
        )}
        <h2>{t('checkout.confirmation.nextTitle')}</h2>
        <ol className="confirmation__steps">
          <li>{t('checkout.confirmation.step1')}</li>
          <li>{t('checkout.confirmation.step2')}</li>
          <li>{t('checkout.confirmation.step3')}</li>
        </ol>
        <OrderActions />
      </div>
    </div>
  );
}

import { ENQUIRY_MESSAGE_MAX, WHOLESALE_ORDER_QUANTITY, wholesaleOrderRange } from '@bazaar/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { submitEnquiry } from '../api/enquiries';
import { fetchProduct, type Product } from '../api/products';
import { Field } from '../components/Field';
import { unitWord } from '../components/catalog/unitWord';
import { Icon } from '../components/Icon';
import { QuantityStepper } from '../components/enquiries/QuantityStepper';
import { usePageTitle } from '../components/usePageTitle';
import { addEnglishSections } from '../i18n/english-sections';
import { useToast } from '../layout/Toast';
import { useCurrency } from '../money/CurrencyContext';
import { useSession } from '../session/SessionContext';
import { rememberRedirectTarget } from '../session/sessionStorage';
import type { LoginState } from './LoginPage';
import './EnquiryPage.css';

addEnglishSections('enquiry', 'catalogue');

type Load = { state: 'loading' } | { state: 'found'; product: Product } | { state: 'missing' };

/** The form survives the trip to /login and back (spec 2.10: the return to this page after login). */
const draftKey = (productId: string) => `bazaar.enquiryDraft.${productId}`;
function readDraft(productId: string): { quantity: number; message: string } {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey(productId)) ?? 'null') as { quantity?: unknown; message?: unknown } | null;
    const quantity = Number(saved?.quantity);
    return {
      quantity: Number.isInteger(quantity) && quantity >= WHOLESALE_ORDER_QUANTITY.min && quantity <= WHOLESALE_ORDER_QUANTITY.max ? quantity : WHOLESALE_ORDER_QUANTITY.default,
      message: typeof saved?.message === 'string' ? saved.message.slice(0, ENQUIRY_MESSAGE_MAX) : '',
    };
  } catch {
    return { quantity: WHOLESALE_ORDER_QUANTITY.default, message: '' };
  }
}

/**
 * /wholesale/enquire/{productId} (spec 2.5): the product, a quantity from its minimum order
 * (at least 3) to 30 tonnes, a
 * message and the total; sending needs a signed-in customer (spec 6), otherwise 'Login
 * Required' and /login, which brings the visitor back here with the form as it was.
 */
export default function EnquiryPage() {
  const { t } = useTranslation();
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session } = useSession();
  const { notify } = useToast();
  const { formatPrice } = useCurrency();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [quantity, setQuantity] = useState(() => readDraft(productId).quantity);
  const [message, setMessage] = useState(() => readDraft(productId).message);
  const [errors, setErrors] = useState<{ quantity?: string; message?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // A quantity out of range set to its nearest end as its box lost focus, and focus went nowhere else in the form since:
  // the box may have lost it to the click on Submit Enquiry itself, which would send a number the customer never saw.
  const clamped = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  usePageTitle(load.state === 'found' ? load.product.name : t('enquiry.title'));

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchProduct(productId, controller.signal)
      .then((product) => {
        if (product.category !== 'wholesale') return setLoad({ state: 'missing' });
        // The enquiry starts at the product's minimum order (its quantity), within 3-30 tonnes.
        const { min, max } = wholesaleOrderRange(product.quantity);
        setQuantity((q) => Math.min(Math.max(q, min), max));
        setLoad({ state: 'found', product });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return setLoad({ state: 'missing' });
        // Spec 8: a failed load says so and goes back to the wholesale page.
        notify({ title: t('enquiry.loadFailed'), tone: 'error' });
        navigate('/wholesale', { replace: true });
      });
    return () => controller.abort();
  }, [productId, navigate, notify, t]);

  useEffect(() => {
    sessionStorage.setItem(draftKey(productId), JSON.stringify({ quantity, message }));
  }, [productId, quantity, message]);

  if (load.state === 'loading') {
    return (
      <div className="container enquiry enquiry--state" role="status" data-testid="enquiry-loading">
        <span className="spinner" />
        <p>{t('enquiry.loading')}</p>
      </div>
    );
  }
  if (load.state === 'missing') {
    return (
      <div className="container enquiry enquiry--state" data-testid="enquiry-not-found">
        <Icon name="alert" size={40} />
        <h1>{t('enquiry.notFound')}</h1>
        <Link to="/wholesale" className="btn btn--outline">
          <Icon name="arrowLeft" size={18} /> {t('enquiry.backToWholesale')}
        </Link>
      </div>
    );
  }

  const { product } = load;
  const byQuote = product.price === 0;
  const range = wholesaleOrderRange(product.quantity);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // That click sends nothing: the customer sees the quantity it became, and the note saying so, before it is asked for.
    if (clamped.current) {
      clamped.current = false;
      form.current?.querySelector<HTMLInputElement>('.quantity-stepper__input')?.focus();
      return;
    }
    if (!session) {
      notify({ title: t('enquiry.loginRequired.title'), description: t('enquiry.loginRequired.description'), tone: 'info' });
      rememberRedirectTarget(pathname);
      navigate('/login', { state: { from: pathname } satisfies LoginState });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitEnquiry({ productId: product.id, quantity, message: message.trim() });
      sessionStorage.removeItem(draftKey(productId));
      notify({ title: t('enquiry.submitted.title'), description: t('enquiry.submitted.description'), tone: 'success' });
      navigate('/dashboard#enquiries');
    } catch (error) {
      if (error instanceof ApiError && (error.errors.quantity || error.errors.message)) setErrors({ quantity: error.errors.quantity, message: error.errors.message });
      const description = error instanceof ApiError && error.status === 403 ? t('enquiry.customersOnly') : t('enquiry.failed.description');
      notify({ title: t('enquiry.failed.title'), description, tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="container enquiry" data-testid="enquiry-page">
      <Link to="/wholesale" className="enquiry__back">
        <Icon name="arrowLeft" size={16} /> {t('enquiry.backToWholesale')}
      </Link>
      <div className="enquiry__grid">
        <section className="enquiry__product" aria-labelledby="enquiry-product-name">
          <img className="enquiry__image" src={product.images.medium} srcSet={`${product.images.thumb} 240w, ${product.images.medium} 640w, ${product.images.large} 1280w`} sizes="(max-width: 768px) 100vw, 480px" alt={product.name} data-testid="enquiry-image" />
          <span className="eyebrow">{t('enquiry.eyebrow')}</span>
          <h1 id="enquiry-product-name" data-testid="enquiry-product-name">{product.name}</h1>
          {product.vendor.name && <p className="enquiry__vendor">{t('enquiry.vendor', { name: product.vendor.name })}</p>}
          {product.description && (
            <p className="enquiry__description" dir="auto">
              {product.description}
            </p>
          )}
          <p className="enquiry__price" data-testid="enquiry-price">
            {byQuote ? t('enquiry.priceOnQuote') : <>{formatPrice(product.price)} <span>{t('enquiry.perUnit', { unit: unitWord(t, product.unit) })}</span></>}
          </p>
        </section>

        <form ref={form} className="enquiry__form" onSubmit={submit} onFocus={(e) => e.target.getAttribute('type') !== 'submit' && (clamped.current = false)} noValidate data-testid="enquiry-form">
          <h2>{t('enquiry.title')}</h2>
          <Field
            label={t('enquiry.quantity', { unit: unitWord(t, product.unit) })}
            hint={range.capped ? t('enquiry.quantityCapped', { minimum: range.minimumOrder, unit: unitWord(t, product.unit, range.minimumOrder), max: range.max, maxUnit: unitWord(t, product.unit, range.max) }) : t('enquiry.quantityHint', { min: range.min, max: range.max })}
            error={errors.quantity}
            testId="enquiry-quantity"
          >
            {(control) => <QuantityStepper control={control} value={quantity} min={range.min} max={range.max} onChange={setQuantity} onRangeError={(quantityError) => setErrors((e) => ({ ...e, quantity: quantityError ?? undefined }))} onClampedOnLeaving={() => (clamped.current = true)} testId="enquiry-quantity" />}
          </Field>
          <Field label={t('enquiry.message')} error={errors.message} testId="enquiry-message">
            {(control) => (
              <textarea {...control} className="textarea" rows={5} maxLength={ENQUIRY_MESSAGE_MAX} placeholder={t('enquiry.messagePlaceholder')} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="enquiry-message" />
            )}
          </Field>
          <div className="enquiry__total" data-testid="enquiry-total">
            <span>{t('enquiry.total')}</span>
            <strong>{byQuote ? t('enquiry.priceOnQuote') : formatPrice(product.price * quantity)}</strong>
          </div>
          {byQuote && <p className="enquiry__hint">{t('enquiry.priceOnQuoteHint')}</p>}
          <button type="submit" className="btn enquiry__submit" disabled={submitting} data-testid="enquiry-submit">
            <Icon name="send" size={18} />
            {submitting ? t('enquiry.submitting') : t('enquiry.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}

import { cityOf, deliversTo, orderTotalsPaise, paiseToRupees, rupeesToPaise, type PaymentMethod } from '@bazaar/common';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, type FieldErrors } from '../api/client';
import { deviceLinesOf } from '../cart/cartSync';
import { clearCart, replaceCart, useCart } from '../cart/cartStore';
import { claimCoupon, couponWords, listCoupons, type Coupon } from '../customer/customerApi';
import { addEnglishSections } from '../i18n/english-sections';
import { formatMoney } from '../money/format';
import { firstInvalid, useFocusAfterRender } from '../components/useFocusAfterRender';
import { afterEdit } from '../components/fieldErrors';
import { useUnitName } from '../components/catalog/ProductFacts';
import { usePageTitle } from '../components/usePageTitle';
import { translateEach, useTranslateServerMessage } from '../components/serverMessages';
import { Field } from '../components/Field';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields';
import { placeOrder, putServerCart, type Address, type ServerCart } from './checkoutApi';
import { CartLines } from './CartLines';
import { QuoteLine } from './QuoteLine';
import { useQuoteLine } from './useQuoteLine';
import { DASHBOARD_PATH } from '../session/dashboards';
import { useSession } from '../session/SessionContext';
import { useLocationPreference } from '../location/LocationContext';
import './CheckoutPage.css';

// Checkout's words, and the catalogue's unit names its lines say (₹160.00 / piece): opened first, this page loads both.
addEnglishSections('checkout', 'catalogue');

/**
 * One key per attempt: a retried submit (double click, lost answer) places one order; a new
 * order gets a new key. The cart and each quote keep their own attempt.
 */
const attemptKeyName = (enquiryId: string | null) => (enquiryId ? `checkoutAttempt:${enquiryId}` : 'checkoutAttempt');
const attemptKey = (name: string) => {
  let key = sessionStorage.getItem(name);
  if (!key) sessionStorage.setItem(name, (key = crypto.randomUUID()));
  return key;
};

/**
 * /checkout (spec 2.2, issue 11): the cart priced by the server, shipping and billing address
 * (billing defaults to shipping), cash on delivery or the sandbox gateway, a claimed coupon,
 * the delivery fee rule, and Place order with an Idempotency-Key. The server prices it all again.
 * `?enquiry=<id>` is quote mode: the one wholesale line of that enquiry's quote, bought at the
 * quote (the server prices it from the quote, and takes no coupon off it: a negotiated price is
 * final), leaving the device's cart as it is.
 */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const device = useCart();
  const enquiryId = useSearchParams()[0].get('enquiry');
  const quoteLine = useQuoteLine(enquiryId);
  const quoted = quoteLine?.load ?? null;
  // The quote on screen: the order names it, and the server charges no other.
  const shownQuote = quoted?.state === 'ready' ? quoted.enquiry.quote : null;
  const attemptName = attemptKeyName(enquiryId);
  const [serverCart, setCart] = useState<ServerCart | null>(null);
  const cart = quoted ? (quoted.state === 'ready' ? quoted.cart : null) : serverCart;
  // The shipping city starts as the one chosen in the header, and follows it there until the customer types another.
  const { city: selectedCity } = useLocationPreference();
  // The name and the phone start as the customer's own (the phone this device saw them verify), so most orders type neither.
  const { session } = useSession();
  const [shipping, setShipping] = useState<Address>(() => ({ ...EMPTY_ADDRESS, name: session?.user.name ?? '', phone: session?.user.phone ?? '', city: selectedCity }));
  const prefilledCity = useRef(selectedCity);
  useEffect(() => {
    const before = prefilledCity.current;
    if (before === selectedCity) return;
    prefilledCity.current = selectedCity;
    setShipping((s) => (s.city === before ? { ...s, city: selectedCity } : s));
  }, [selectedCity]);
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<Address>(EMPTY_ADDRESS);
  // A business buyer's GSTIN (optional): sent with the billing address, the shipping one when billing is the same.
  const [gstin, setGstin] = useState('');
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [coupon, setCoupon] = useState('');
  // The customer's coupons: the claimed ones checkout may take, and those still to be claimed (Claim is offered here too).
  const [coupons, setCoupons] = useState<Coupon[]>([]);
  const [claiming, setClaiming] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const formError = useRef<HTMLDivElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfterRender();
  const unitName = useUnitName();
  const serverMessage = useTranslateServerMessage();
  usePageTitle(t('checkout.title'));
  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);

  // The device's lines, priced by the server (and kept there for this customer).
  const deviceKey = device.items.map((i) => `${i.id}:${i.quantity}`).join(',');
  useEffect(() => {
    if (enquiryId) return;
    let current = true;
    putServerCart(device.items.map((i) => ({ productId: i.id, quantity: Number(i.quantity) }))).then(
      (priced) => current && setCart(priced),
      (e: unknown) => current && setErrors({ form: e instanceof ApiError ? (e.isNetworkError ? t('common.networkError') : serverMessage(e.message)) : t('common.unexpectedError') }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deviceKey, enquiryId]);

  const loadCoupons = () => listCoupons().then((r) => setCoupons(r.items), () => undefined);
  useEffect(() => {
    void loadCoupons();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const usable = useMemo(() => coupons.filter((c) => c.usable), [coupons]);
  // A code typed that the customer has not claimed yet: claimed here, the order and all typed so far stay on the page.
  const unclaimed = quoted ? undefined : coupons.find((c) => c.status === 'available' && c.code === coupon.trim().toUpperCase());
  // The offer typed, to be claimed or usable: what its admin wrote about it.
  const typed = quoted ? undefined : (unclaimed ?? usable.find((c) => c.code === coupon.trim().toUpperCase()));
  const claim = async (code: string) => {
    setClaiming(true);
    try {
      await claimCoupon(code);
      edited('couponCode');
      await loadCoupons();
      // The button goes with the claim: focus stays on the code it claimed, not lost to the page.
      focusAfter(() => document.getElementById('checkout-coupon'));
    } catch (e) {
      setErrors((current) => ({ ...current, couponCode: e instanceof ApiError ? serverMessage(e.message) : t('common.unexpectedError') }));
    } finally {
      setClaiming(false);
    }
  };

  const lines = cart?.items.filter((l) => l.available) ?? [];
  const summary = useMemo(() => {
    // A quote's negotiated price is final: the server takes no coupon off it (quote mode offers none).
    // The claim's percent: what the server takes (a claim keeps the terms it was made on).
    const offer = quoted ? undefined : usable.find((c) => c.code === coupon.trim().toUpperCase());
    // The server's totals rule (common's orderTotalsPaise), on the catalogue's prices the server cart answered.
    const totals = orderTotalsPaise(
      lines.map((l) => ({ vendorId: l.vendorId ?? '', productType: l.kind === 'wholesale' ? ('wholesale' as const) : ('retail' as const), totalPaise: rupeesToPaise(l.lineTotal) })),
      offer?.percent ?? 0,
    );
    return { goods: totals.subtotalPaise, discount: totals.discountPaise, fee: totals.deliveryFeePaise, total: totals.totalPaise, offer };
  }, [lines, coupon, usable, quoted]);

  /** A field the customer changed: its message goes, and the banner with the last of them (fieldErrors.ts). */
  const edited = (field: string) => setErrors((current) => afterEdit(current, field));
  /** An address form's change: the new address, and the edited field's message gone. */
  const addressChange = (set: (address: Address) => void) => (next: Address, field: string) => {
    set(next);
    edited(field);
  };

  const refuse = (next: FieldErrors) => {
    setErrors(next);
    focusAfter(() => firstInvalid(form.current) ?? formError.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A line above what the product holds now would only come back refused: say so on the line, place nothing.
    const short = Object.fromEntries(
      lines.flatMap((l, i) => (l.quantity > l.inStock ? [[`items.${i}.quantity`, l.inStock > 0 ? t('checkout.overStock', { n: l.inStock, unit: unitName(l.unit ?? '', l.inStock) }) : t('checkout.soldOut')]] : [])),
    );
    if (Object.keys(short).length) return refuse({ form: t('checkout.overStockForm'), ...short });
    // A product sold only in some cities is not delivered elsewhere: the server's rule (deliversTo), said on the line first.
    const listed = cityOf(shipping.city);
    const cityName = listed ? t(`cities.${listed}`) : shipping.city.trim();
    const undelivered = Object.fromEntries(
      lines.flatMap((l, i) => (shipping.city.trim() && !deliversTo(l.cities ?? [], shipping.city) ? [[`items.${i}.productId`, t('checkout.notDelivered', { product: l.name, city: cityName })]] : [])),
    );
    if (Object.keys(undelivered).length) return refuse({ form: t('checkout.notDeliveredForm', { city: cityName }), 'shippingAddress.city': t('checkout.notDeliveredForm', { city: cityName }), ...undelivered });
    setBusy(true);
    setErrors({});
    try {
      const answer = await placeOrder(
        {
          items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, ...(enquiryId && { enquiryId, ...(shownQuote && { quoteId: shownQuote.quoteId }) }) })),
          shippingAddress: shipping,
          ...(gstin.trim() ? { billingAddress: { ...(billingSame ? shipping : billing), gstin: gstin.trim() } } : billingSame ? {} : { billingAddress: billing }),
          paymentMethod: payment,
          ...(!quoted && coupon.trim() && { couponCode: coupon.trim() }),
        },
        attemptKey(attemptName),
      );
      sessionStorage.removeItem(attemptName);
      // A hosted payment may fail or be abandoned: the cart stays until the payment succeeds (PaymentResultPage).
      if (!enquiryId && !answer.paymentUrl) clearCart();
      if (answer.paymentUrl) window.location.assign(answer.paymentUrl);
      else navigate(`/order-confirmation?orderId=${encodeURIComponent(answer.orderId)}`);
    } catch (e) {
      if (e instanceof ApiError) {
        // A refused order is not placed: the next attempt may use a new key.
        if (e.status === 400 || e.status === 409) sessionStorage.removeItem(attemptName);
        // The vendor quoted again since this page read the quote: show the new one, to be ordered only once seen.
        if (e.errors['items.0.quoteId']) quoteLine?.reload();
        // Each field's message too, in the reader's language (they came in English: 'Name is required' under the name in Hindi).
        refuse({ form: serverMessage(e.message), ...translateEach(e.errors, serverMessage) });
      } else refuse({ form: t('common.unexpectedError') });
    } finally {
      setBusy(false);
    }
  };

  // The last line removed: the page becomes the empty cart, and focus goes to its heading rather than <body>.
  const empty = !quoted && device.items.length === 0;
  const hadLines = useRef(false);
  useEffect(() => {
    if (!empty) hadLines.current = true;
    else if (hadLines.current && (!document.activeElement || document.activeElement === document.body)) emptyHeading.current?.focus();
  }, [empty]);

  if (quoted && (quoted.state === 'unavailable' || quoted.state === 'error'))
    return (
      <div className="container checkout checkout--empty" data-testid="checkout-quote-unavailable">
        <h1>{t('checkout.quote.title')}</h1>
        <p>{quoted.state === 'error' ? t('checkout.quote.failed') : t('checkout.quote.unavailable')}</p>
        <div className="checkout__actions">
          <Link to={`${DASHBOARD_PATH.customer}#enquiries`} className="btn">{t('checkout.quote.back')}</Link>
        </div>
      </div>
    );

  if (empty)
    return (
      <div className="container checkout checkout--empty" data-testid="checkout-empty">
        <h1 ref={emptyHeading} tabIndex={-1}>
          {t('checkout.title')}
        </h1>
        <p>{t('checkout.empty')}</p>
        <div className="checkout__actions">
          <Link to="/retail" className="btn">{t('nav.retail')}</Link>
          <Link to="/wholesale" className="btn btn--outline">{t('nav.wholesale')}</Link>
        </div>
      </div>
    );

  return (
    <form ref={form} className="container checkout" onSubmit={submit} noValidate data-testid="checkout-form">
      <h1>{quoted ? t('checkout.quote.title') : t('checkout.title')}</h1>
      {quoted && <p className="checkout__note">{t('checkout.quote.hint')}</p>}
      {errors.form && (
        <div ref={formError} tabIndex={-1} className="alert alert--error" role="alert" data-testid="checkout-error">
          <p>{errors.form}</p>
        </div>
      )}
      <div className="checkout__grid">
        <div className="checkout__main">
          <section className="checkout__card" aria-labelledby="checkout-items">
            <h2 id="checkout-items" tabIndex={-1}>{t('checkout.items')}</h2>
            {!cart ? (
              <p>{t('common.loading')}</p>
            ) : quoted ? (
              <QuoteLine line={cart.items[0]} errors={errors} />
            ) : (
              <CartLines
                cart={cart}
                errors={errors}
                onChange={(next) => {
                  replaceCart(deviceLinesOf(next));
                  // A changed cart is a new question: the lines' refusals (and the message about them) no longer hold.
                  setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('items') && key !== 'form')));
                }}
                headingId="checkout-items"
              />
            )}
          </section>
          <section className="checkout__card" aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping">{t('checkout.shipping')}</h2>
            <AddressFields
              prefix="shippingAddress"
              value={shipping}
              onChange={addressChange(setShipping)}
              errors={errors}
            />
            <label className="checkbox">
              <input type="checkbox" checked={billingSame} onChange={(e) => setBillingSame(e.target.checked)} data-testid="billing-same" />
              {t('checkout.billingSame')}
            </label>
            {!billingSame && (
              <>
                <h3>{t('checkout.billing')}</h3>
                <AddressFields
                  prefix="billingAddress"
                  value={billing}
                  onChange={addressChange(setBilling)}
                  errors={errors}
                />
              </>
            )}
            <div className="checkout__gstin">
              <Field label={t('checkout.gstin')} hint={t('checkout.gstinHint')} error={errors['billingAddress.gstin']} testId="billingAddress-gstin">
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    value={gstin}
                    maxLength={15}
                    autoCapitalize="characters"
                    spellCheck={false}
                    onChange={(e) => {
                      setGstin(e.target.value);
                      edited('billingAddress.gstin');
                    }}
                    data-testid="billingAddress-gstin"
                  />
                )}
              </Field>
            </div>
          </section>
          <section className="checkout__card" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">{t('checkout.payment')}</h2>
            <div className="choice-list" role="radiogroup" aria-labelledby="checkout-payment">
              {(['cod', 'sandbox'] as const).map((method) => (
                <label key={method} className={`choice${payment === method ? ' choice--on' : ''}`}>
                  <input type="radio" name="payment" value={method} checked={payment === method} onChange={() => {
                    setPayment(method);
                    edited('paymentMethod');
                  }} data-testid={`payment-${method}`} />
                  <span>
                    <strong>{t(`checkout.methods.${method}`)}</strong>
                    <span className="choice__hint">{t(`checkout.methods.${method}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.paymentMethod && <p className="field__error">{errors.paymentMethod}</p>}
          </section>
        </div>
        <aside className="checkout__card checkout__summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('checkout.summary')}</h2>
          {quoted ? (
            <p className="checkout__note" data-testid="quote-no-coupon">{t('checkout.quote.noCoupon')}</p>
          ) : (
            <>
              <label className="field__label" htmlFor="checkout-coupon">{t('checkout.coupon')}</label>
              <input id="checkout-coupon" className="input" value={coupon} maxLength={32} onChange={(e) => {
                setCoupon(e.target.value);
                edited('couponCode');
              }} aria-invalid={!!errors.couponCode} aria-describedby={errors.couponCode ? 'checkout-coupon-error' : undefined} data-testid="checkout-coupon" />
            </>
          )}
          {!quoted && usable.length > 0 && (
            <p className="checkout__coupons">
              {usable.map((c) => (
                <button key={c.code} type="button" className="chip" onClick={() => {
                  setCoupon(c.code);
                  edited('couponCode');
                }} data-testid={`use-${c.code}`}>
                  {c.code} · {c.percent}%
                </button>
              ))}
            </p>
          )}
          {typed && couponWords(typed) && <p className="checkout__note" dir="auto" data-testid="checkout-coupon-description">{couponWords(typed)}</p>}
          {errors.couponCode && <p id="checkout-coupon-error" className="field__error" role="alert" data-testid="coupon-error">{errors.couponCode}</p>}
          {unclaimed && (
            <button type="button" className="btn btn--outline btn--sm checkout__claim" onClick={() => void claim(unclaimed.code)} disabled={claiming} data-testid="checkout-claim-coupon">
              {t('checkout.claimCoupon', { code: unclaimed.code })}
            </button>
          )}
          <dl className="totals" data-testid="checkout-totals">
            <div><dt>{t('checkout.subtotal')}</dt><dd>{money(paiseToRupees(summary.goods))}</dd></div>
            {summary.discount > 0 && <div><dt>{t('checkout.discount', { code: summary.offer!.code })}</dt><dd>−{money(paiseToRupees(summary.discount))}</dd></div>}
            <div><dt>{t('checkout.delivery')}</dt><dd>{summary.fee === 0 ? t('checkout.free') : money(paiseToRupees(summary.fee))}</dd></div>
            <div className="totals__total"><dt>{t('checkout.total')}</dt><dd data-testid="checkout-total">{money(paiseToRupees(summary.total))}</dd></div>
          </dl>
          <p className="checkout__note">{quoted ? t('checkout.quote.delivery') : t('checkout.freeAbove')}</p>
          <button type="submit" className="btn btn--block" disabled={busy || !cart || lines.length === 0} data-testid="place-order">
            {busy ? t('checkout.placing') : payment === 'sandbox' ? t('checkout.payNow') : t('checkout.placeOrder')}
          </button>
        </aside>
      </div>
    </form>
  );
}

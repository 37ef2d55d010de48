import { wholesaleOrderRange } from '@bazaar/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { addToCart, removeFromCart, setCartQuantity, useCart } from '../cart/cartStore';
import { useTabs } from '../components/useTabs';
import { addEnglishSections } from '../i18n/english-sections';
import { useToast } from '../layout/Toast';
import { formatMoney } from '../money/format';
import { Pager } from '../components/Pager';
import { unitWord } from '../components/catalog/unitWord';
import { ServicesTab } from '../services/ServicesTab';

// The tabs speak the checkout's words (Total, tonnes, the cart's steppers) and the catalogue's (each Add to cart names its product): this lazy page must bring them.
addEnglishSections('checkout', 'catalogue');

/** The fields of a public product (GET /api/products) the tabs show. */
interface ShopProduct {
  id: string;
  name: string;
  category: 'wholesale' | 'retail';
  price: number;
  unit: string;
  stock: number;
  /** A wholesale product's minimum order (tonnes). */
  quantity?: number;
  vendor?: { name: string };
  images?: { thumb: string };
}

const PER_TAB = 12;
const SHOP_TABS = ['wholesale', 'retail', 'services'] as const;
type Tab = (typeof SHOP_TABS)[number];

/** One page of a tab's products, newest first, and how many pages there are (the server pages them). */
const useProducts = (category: 'wholesale' | 'retail') => {
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<{ products: ShopProduct[]; pages: number } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    api<{ items: ShopProduct[]; total: number }>(`/api/products?category=${category}&page=${page}&perPage=${PER_TAB}&sort=newest`).then(
      (r) => current && setLoaded({ products: r.items, pages: Math.max(1, Math.ceil(r.total / PER_TAB)) }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [category, page]);
  const pager = (testId: string) => loaded && <Pager page={page} pages={loaded.pages} onPage={setPage} testId={testId} />;
  return { products: loaded?.products ?? null, failed, pager };
};

/** What a tab shows until its products arrive, or when they cannot. */
function NotLoaded({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? <p role="alert" className="field__error">{t('customer.loadFailed')}</p> : <p>{t('common.loading')}</p>;
}

/** The picture, name and seller every shop card starts with. */
function CardHead({ product }: { product: ShopProduct }) {
  return (
    <>
      {product.images?.thumb && <img src={product.images.thumb} alt="" loading="lazy" width={96} height={96} />}
      <strong>{product.name}</strong>
      <span className="notice-list__meta">{product.vendor?.name}</span>
    </>
  );
}

/**
 * A retail product's card: Add to Cart (by the piece, kilo...). The Retail tab's cards, and those
 * of retail products that their vendor also shows on the wholesale pages (showOnPages).
 */
function RetailCard({ product: p }: { product: ShopProduct }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="shop-card" data-testid="retail-card">
      <CardHead product={p} />
      <span>{formatMoney(p.price, 'INR', i18n.language)} / {unitWord(t, p.unit)}</span>
      <button
        type="button"
        className="btn btn--sm"
        disabled={p.stock <= 0}
        onClick={() => addToCart({ id: p.id, quantity: 1, price: p.price, name: p.name, kind: 'retail', unit: p.unit })}
        aria-label={p.stock > 0 ? t('catalogue.addToCartOf', { name: p.name }) : undefined}
        data-testid="add-to-cart"
      >
        {p.stock > 0 ? t('customer.shop.addToCart') : t('customer.shop.outOfStock')}
      </button>
    </li>
  );
}

/** A wholesale product shown on the retail pages too: its rate and the enquiry, since tonnes are chosen in the Wholesale tab. */
function WholesaleEnquiryCard({ product: p }: { product: ShopProduct }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="shop-card" data-testid="wholesale-card">
      <CardHead product={p} />
      {p.price > 0 && <span>{formatMoney(p.price, 'INR', i18n.language)} / {unitWord(t, p.unit)}</span>}
      <Link to={`/wholesale/enquire/${p.id}`} className="btn btn--outline btn--sm">
        {t('customer.shop.askPrice')}
      </Link>
    </li>
  );
}

/** Wholesale: a slider per product from its minimum order (at least 3) to 30 tonnes with its total, a page at a time; an order summary of every page's choices, Proceed to Checkout (spec 2.6). */
function WholesaleTab() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useToast();
  const { products, failed, pager } = useProducts('wholesale');
  // Each chosen product with its tonnes, kept with the product itself: the summary holds what was chosen on other pages too.
  const [picks, setPicks] = useState<Record<string, { product: ShopProduct; tonnes: number }>>({});
  const selected: Record<string, number> = Object.fromEntries(Object.entries(picks).map(([id, pick]) => [id, pick.tonnes]));
  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);
  const chosen = Object.values(picks).filter((pick) => pick.tonnes > 0).map((pick) => pick.product);
  const total = chosen.reduce((s, p) => s + p.price * selected[p.id], 0);
  const proceed = () => {
    for (const p of chosen) addToCart({ id: p.id, quantity: selected[p.id], price: p.price, name: p.name, kind: 'wholesale', unit: p.unit });
    // Spec 8's checkout alert, as a notice that stays on screen over the checkout page.
    notify({ title: t('customer.shop.proceedingWholesale', { total: money(total) }) });
    navigate('/checkout');
  };
  if (!products) return <NotLoaded failed={failed} />;
  return (
    <div className="shop-tab">
      <div>
        <ul className="shop-grid">
          {products.map((p) => {
            if (p.category === 'retail') return <RetailCard key={p.id} product={p} />;
            // The slider's first step is "not selected", then the product's minimum order up to 30 tonnes
            // or the tonnes in stock, whichever is fewer: checkout refuses more than the stock.
            const range = wholesaleOrderRange(p.quantity);
            const most = Math.min(range.max, p.stock);
            // Shown beside the slider and read as its value ("12 tonnes"; "Not selected" for the step below the minimum, not a bare "2").
            const chosenText = selected[p.id] ? t('checkout.tonnes', { count: selected[p.id] }) : t('customer.shop.notSelected');
            return (
              <li key={p.id} className="shop-card" data-testid="wholesale-card">
                <CardHead product={p} />
                {p.price > 0 && most < range.min ? (
                  <>
                    <span>{money(p.price)} / {unitWord(t, p.unit)}</span>
                    {/* Fewer tonnes in stock than its minimum order: nothing here checkout would take. */}
                    <button type="button" className="btn btn--sm" disabled data-testid="wholesale-out-of-stock">
                      {t('customer.shop.outOfStock')}
                    </button>
                  </>
                ) : p.price > 0 ? (
                  <>
                    <span>{money(p.price)} / {unitWord(t, p.unit)}</span>
                    <label className="cart-line__slider">
                      <span>{chosenText}</span>
                      <input
                        type="range"
                        min={range.min - 1}
                        max={most}
                        step={1}
                        value={selected[p.id] ?? range.min - 1}
                        onChange={(e) => {
                          const n = Number(e.target.value);
                          setPicks((s) => ({ ...s, [p.id]: { product: p, tonnes: n < range.min ? 0 : n } }));
                        }}
                        aria-label={t('customer.shop.quantityOf', { name: p.name })}
                        aria-valuetext={chosenText}
                        data-testid="wholesale-slider"
                      />
                    </label>
                    {selected[p.id] > 0 && <span className="shop-card__total">{money(p.price * selected[p.id])}</span>}
                  </>
                ) : (
                  <Link to={`/wholesale/enquire/${p.id}`} className="btn btn--outline btn--sm">
                    {t('customer.shop.askPrice')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        {pager('wholesale-pager')}
      </div>
      <aside className="shop-summary" data-testid="wholesale-summary">
        <h2 className="shop-summary__title">{t('customer.shop.orderSummary')}</h2>
        {chosen.length === 0 ? (
          <p className="notice-list__meta">{t('customer.shop.nothingSelected')}</p>
        ) : (
          <ul>
            {chosen.map((p) => (
              <li key={p.id}>
                {p.name}: {t('checkout.tonnes', { count: selected[p.id] })} · {money(p.price * selected[p.id])}
              </li>
            ))}
          </ul>
        )}
        <p className="shop-summary__total">{t('checkout.total')}: {money(total)}</p>
        <button type="button" className="btn" disabled={chosen.length === 0} onClick={proceed} data-testid="wholesale-checkout">
          {t('customer.shop.proceed')}
        </button>
      </aside>
    </div>
  );
}

/** Retail: Add to Cart per product, the cart with minus, plus and remove, its summary and checkout (spec 2.6). */
function RetailTab() {
  const { t, i18n } = useTranslation();
  const { products, failed, pager } = useProducts('retail');
  const cart = useCart();
  const { notify } = useToast();
  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);
  const retailLines = cart.items.filter((i) => i.kind !== 'wholesale');
  if (!products) return <NotLoaded failed={failed} />;
  return (
    <div className="shop-tab">
      <div>
        <ul className="shop-grid">
          {products.map((p) => (p.category === 'wholesale' ? <WholesaleEnquiryCard key={p.id} product={p} /> : <RetailCard key={p.id} product={p} />))}
        </ul>
        {pager('retail-pager')}
      </div>
      <aside className="shop-summary" data-testid="retail-cart">
        <h2 className="shop-summary__title">{t('customer.shop.cart')}</h2>
        {retailLines.length === 0 ? (
          <p className="notice-list__meta">{t('customer.shop.cartEmpty')}</p>
        ) : (
          <ul className="shop-summary__lines">
            {retailLines.map((line) => (
              <li key={line.id}>
                <span>{line.name}</span>
                <span className="stepper">
                  <button type="button" aria-label={t('checkout.lessOf', { name: line.name ?? '' })} onClick={() => setCartQuantity(line.id, Number(line.quantity) - 1)}>−</button>
                  <span>{line.quantity}</span>
                  <button type="button" aria-label={t('checkout.moreOf', { name: line.name ?? '' })} onClick={() => setCartQuantity(line.id, Number(line.quantity) + 1)}>+</button>
                </span>
                <button type="button" className="cart-line__remove" aria-label={t('checkout.removeOf', { name: line.name ?? '' })} onClick={() => removeFromCart(line.id)}>×</button>
              </li>
            ))}
          </ul>
        )}
        <p className="shop-summary__total">{t('customer.shop.cartTotal', { items: cart.totalItems, total: money(cart.totalPrice) })}</p>
        <Link
          to="/checkout"
          className={`btn${cart.totalItems === 0 ? ' btn--disabled' : ''}`}
          aria-disabled={cart.totalItems === 0}
          // Spec 8's checkout alert, as a notice over the checkout page: the cart's total, as the summary above shows it.
          // An empty cart has nothing to check out: the button stays where it is, as the wholesale one does.
          onClick={(e) => (cart.totalItems === 0 ? e.preventDefault() : notify({ title: t('customer.shop.proceedingRetail', { total: money(cart.totalPrice) }) }))}
          data-testid="retail-checkout"
        >
          {t('customer.shop.checkout')}
        </Link>
      </aside>
    </div>
  );
}

/** The dashboard's Shop section: spec 2.6's Wholesale Products, Retail Products and Services tabs (Services is the services context's). */
export function ShopTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('retail');
  const { tabProps, panelProps } = useTabs({ tabs: SHOP_TABS, selected: tab, onSelect: setTab });
  return (
    <section id="shop" className="dashboard__card" aria-label={t('customer.shop.label')} data-testid="shop-tabs">
      <div className="tabs" role="tablist" aria-label={t('customer.shop.label')}>
        {SHOP_TABS.map((id) => (
          <button key={id} {...tabProps(id)} className={`tabs__tab${tab === id ? ' tabs__tab--on' : ''}`} data-testid={`tab-${id}`}>
            {t(`customer.shop.${id}`)}
          </button>
        ))}
      </div>
      <div {...panelProps(tab)}>{tab === 'wholesale' ? <WholesaleTab /> : tab === 'retail' ? <RetailTab /> : <ServicesTab />}</div>
    </section>
  );
}

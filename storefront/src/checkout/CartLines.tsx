import { RETAIL_ORDER_QUANTITY, WHOLESALE_ORDER_QUANTITY } from '@bazaar/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../api/client';
import { useUnitName } from '../components/catalog/ProductFacts';
import { Icon } from '../components/Icon';
import { formatMoney } from '../money/format';
import type { ServerCart, ServerCartLine } from './checkoutApi';

/** The most a line may take: the order limit, and no more than the product holds now. */
export const lineMax = (line: Pick<ServerCartLine, 'kind' | 'inStock'>) => Math.min(line.kind === 'wholesale' ? WHOLESALE_ORDER_QUANTITY.max : RETAIL_ORDER_QUANTITY.max, line.inStock);

/** The lines checkout sends (the available ones), each with its place in the request, which the server's `items.<i>` errors name. */
export const sentIndexes = (cart: ServerCart) => {
  let next = 0;
  return cart.items.map((line) => (line.available ? next++ : -1));
};

/**
 * The cart's lines as the server priced them: retail with minus, plus and remove, wholesale
 * with a slider from the product's minimum order (at least 3) to 30 tonnes (spec 5), neither
 * above the product's stock ("Only N left"). A change goes to the device cart, which is priced
 * again; the new quantity and total are then announced, and a removed line hands focus on to
 * the next line (or the cart's heading, `headingId`).
 */
export function CartLines({ cart, errors, onChange, headingId }: { cart: ServerCart; errors: FieldErrors; onChange: (next: ServerCart) => void; headingId: string }) {
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);
  const list = useRef<HTMLUListElement>(null);
  // What the customer just changed, to announce (and to move focus on from) once the server has priced it.
  const changed = useRef<{ productId: string; removed: boolean; focusNext: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const indexes = sentIndexes(cart);

  const set = (productId: string, quantity: number) => {
    const at = cart.items.findIndex((l) => l.productId === productId);
    const neighbour = quantity > 0 ? null : (cart.items[at + 1] ?? cart.items[at - 1])?.productId ?? null;
    changed.current = { productId, removed: quantity <= 0, focusNext: neighbour };
    onChange({ ...cart, items: cart.items.map((l) => (l.productId === productId ? { ...l, quantity } : l)).filter((l) => l.quantity > 0) });
  };

  useEffect(() => {
    const change = changed.current;
    if (!change) return;
    const line = cart.items.find((l) => l.productId === change.productId);
    if (change.removed ? line : !line) return; // the priced cart has not caught up yet
    changed.current = null;
    if (change.removed) {
      const next = change.focusNext ? list.current?.querySelector<HTMLElement>(`[data-product="${CSS.escape(change.focusNext)}"] .cart-line__remove`) : null;
      (next ?? document.getElementById(headingId))?.focus();
      setAnnouncement(t('checkout.removedAnnounce', { total: money(cart.total) }));
    } else {
      setAnnouncement(t('checkout.quantityAnnounce', { name: line!.name ?? '', quantity: line!.quantity, unit: unitName(line!.unit ?? '', line!.quantity), total: money(cart.total) }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart]);

  return (
    <>
      <ul className="cart-lines" ref={list}>
        {cart.items.map((line, i) => {
          const wholesale = line.kind === 'wholesale';
          const sent = indexes[i]!;
          const error = sent >= 0 ? (errors[`items.${sent}.quantity`] ?? errors[`items.${sent}.productId`]) : undefined;
          const max = lineMax(line);
          const name = line.name ?? t('checkout.unavailable');
          const errorId = `cart-line-error-${i}`;
          const stockId = `cart-line-stock-${i}`;
          // "Only N left" once the stock is what holds the line back.
          const short = line.available && line.inStock < (wholesale ? WHOLESALE_ORDER_QUANTITY.max : RETAIL_ORDER_QUANTITY.max) && line.quantity >= line.inStock;
          const describedBy = [short && stockId, error && errorId].filter(Boolean).join(' ') || undefined;
          // A wholesale slider's value as shown beside it, and as read out ("12 tonnes", not a bare "12").
          const tonnesText = t('checkout.tonnes', { count: line.quantity });
          return (
            <li key={line.productId} className={`cart-line${line.available ? '' : ' cart-line--gone'}`} data-testid="cart-line" data-product={line.productId}>
              <div className="cart-line__what">
                <strong>{name}</strong>
                <span className="cart-line__meta">
                  {line.available ? (
                    <>
                      <span dir="ltr">{money(line.price)}</span> / {unitName(line.unit ?? '')}
                    </>
                  ) : (
                    t('checkout.unavailable')
                  )}
                </span>
                {short && (
                  <span id={stockId} className="cart-line__stock" data-testid="line-stock">
                    {t('checkout.onlyLeft', { n: line.inStock, unit: unitName(line.unit ?? '', line.inStock) })}
                  </span>
                )}
                {error && (
                  <span id={errorId} className="field__error" data-testid="line-error">
                    {error}
                  </span>
                )}
              </div>
              {wholesale ? (
                <label className="cart-line__slider">
                  <span>{tonnesText}</span>
                  <input
                    type="range"
                    min={line.minQuantity ?? WHOLESALE_ORDER_QUANTITY.min}
                    max={Math.max(max, line.minQuantity ?? WHOLESALE_ORDER_QUANTITY.min)}
                    step={1}
                    value={line.quantity}
                    aria-valuetext={tonnesText}
                    aria-label={t('checkout.quantityOf', { name })}
                    aria-invalid={!!error}
                    aria-describedby={describedBy}
                    onChange={(e) => set(line.productId, Number(e.target.value))}
                    data-testid="wholesale-quantity"
                  />
                </label>
              ) : (
                <div className="stepper" role="group" aria-label={t('checkout.quantityOf', { name })} aria-describedby={describedBy}>
                  {/* A line the server (or the stock check) refused: where Place order sends the focus. */}
                  <button type="button" aria-label={t('checkout.lessOf', { name })} aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined} onClick={() => set(line.productId, line.quantity - 1)} data-testid="line-minus">
                    −
                  </button>
                  <span data-testid="line-quantity">{line.quantity}</span>
                  <button type="button" aria-label={t('checkout.moreOf', { name })} disabled={line.quantity >= max} onClick={() => set(line.productId, Math.min(line.quantity + 1, max))} data-testid="line-plus">
                    +
                  </button>
                </div>
              )}
              <span className="cart-line__total" dir="ltr">
                {money(line.lineTotal)}
              </span>
              <button type="button" className="cart-line__remove" aria-label={t('checkout.removeOf', { name })} onClick={() => set(line.productId, 0)} data-testid="line-remove">
                <Icon name="close" size={18} />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status" data-testid="cart-announcement">
        {announcement}
      </p>
    </>
  );
}

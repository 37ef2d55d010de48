import { RETAIL_ORDER_QUANTITY, WHOLESALE_ORDER_QUANTITY } from '@bazaar/common';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../api/client';
import { Icon } from '../components/Icon';
import { formatMoney } from '../money/format';
import type { ServerCart } from './checkoutApi';

/**
 * The cart's lines as the server priced them: retail with minus, plus and remove, wholesale
 * with a slider from the product's minimum order (at least 3) to 30 tonnes (spec 5). A change goes to the device cart, which is priced again.
 */
export function CartLines({ cart, errors, onChange }: { cart: ServerCart; errors: FieldErrors; onChange: (next: ServerCart) => void }) {
  const { t, i18n } = useTranslation();
  const set = (productId: string, quantity: number) =>
    onChange({ ...cart, items: cart.items.map((l) => (l.productId === productId ? { ...l, quantity } : l)).filter((l) => l.quantity > 0) });
  return (
    <ul className="cart-lines">
      {cart.items.map((line, i) => {
        const wholesale = line.kind === 'wholesale';
        const error = errors[`items.${i}.quantity`] ?? errors[`items.${i}.productId`];
        return (
          <li key={line.productId} className={`cart-line${line.available ? '' : ' cart-line--gone'}`} data-testid="cart-line">
            <div className="cart-line__what">
              <strong>{line.name ?? t('checkout.unavailable')}</strong>
              <span className="cart-line__meta">
                {line.available ? `${formatMoney(line.price, 'INR', i18n.language)} / ${line.unit}` : t('checkout.unavailable')}
              </span>
              {error && <span className="field__error">{error}</span>}
            </div>
            {wholesale ? (
              <label className="cart-line__slider">
                <span>{t('checkout.tonnes', { count: line.quantity })}</span>
                <input
                  type="range"
                  min={line.minQuantity ?? WHOLESALE_ORDER_QUANTITY.min}
                  max={WHOLESALE_ORDER_QUANTITY.max}
                  step={1}
                  value={line.quantity}
                  onChange={(e) => set(line.productId, Number(e.target.value))}
                  data-testid="wholesale-quantity"
                />
              </label>
            ) : (
              <div className="stepper">
                <button type="button" aria-label={t('checkout.less')} onClick={() => set(line.productId, line.quantity - 1)} data-testid="line-minus">−</button>
                <span data-testid="line-quantity">{line.quantity}</span>
                <button type="button" aria-label={t('checkout.more')} disabled={line.quantity >= RETAIL_ORDER_QUANTITY.max} onClick={() => set(line.productId, line.quantity + 1)} data-testid="line-plus">+</button>
              </div>
            )}
            <span className="cart-line__total">{formatMoney(line.lineTotal, 'INR', i18n.language)}</span>
            <button type="button" className="cart-line__remove" aria-label={t('checkout.remove')} onClick={() => set(line.productId, 0)} data-testid="line-remove">
              <Icon name="close" size={18} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCart } from '../cart/cartStore';
import { formatRupeesRounded } from '../money/format';
import { Icon } from './Icon';
import './CartLink.css';

/** Cart icon with the item count and the rupee total (rounded), linking to checkout. */
export function CartLink() {
  const { t } = useTranslation();
  const { totalItems, totalPrice } = useCart();
  const total = formatRupeesRounded(totalPrice);
  return (
    <Link to="/checkout" className="cart-link" aria-label={t('header.cartLabel', { count: totalItems, total })} data-testid="cart-link">
      <span className="cart-link__icon">
        <Icon name="cart" size={24} />
        <span className="cart-link__count" data-testid="cart-count">
          {totalItems}
        </span>
      </span>
      <span className="cart-link__text" aria-hidden="true">
        <span className="cart-link__caption">{t('header.cart')}</span>
        <span className="cart-link__total" data-testid="cart-total">
          {total}
        </span>
      </span>
    </Link>
  );
}

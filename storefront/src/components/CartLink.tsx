import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCart } from '../cart/cartStore';
import { formatRupeesRounded } from '../money/format';
import { Icon } from './Icon';
import './CartLink.css';

/**
 * Cart icon with the item count and the rupee total (rounded), linking to checkout. A change of
 * either is announced (politely), wherever it comes from: Add to Cart on a card, the product
 * page or the dashboard, a sign-in merging the server's cart. The link's own label only speaks
 * when it is focused. Not on checkout, whose lines announce their change with the new total.
 */
export function CartLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { totalItems, totalPrice } = useCart();
  const total = formatRupeesRounded(totalPrice);
  const [announcement, setAnnouncement] = useState('');
  // The count and total last seen, so the first render (and a language switch) says nothing.
  const seen = useRef(`${totalItems}|${totalPrice}`);
  useEffect(() => {
    const now = `${totalItems}|${totalPrice}`;
    if (now === seen.current) return;
    seen.current = now;
    if (pathname !== '/checkout') setAnnouncement(t('header.cartChanged', { count: totalItems, total }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totalItems, totalPrice]);
  return (
    <>
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
      <p className="visually-hidden" role="status" data-testid="cart-change">
        {announcement}
      </p>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../api/products';
import { addToCart } from '../../cart/cartStore';
import { useToast } from '../../layout/Toast';
import { Icon } from '../Icon';

/**
 * Retail goods go into the device cart (the server prices them again at checkout); wholesale
 * goods are enquired about, on the enquiry page of spec 2.5.
 */
export function ProductAction({ product, size = 'sm' }: { product: Product; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const { notify } = useToast();
  const className = `btn${size === 'sm' ? ' btn--sm' : ''} product-action`;
  if (product.category === 'wholesale') {
    return (
      <Link to={`/wholesale/enquire/${encodeURIComponent(product.id)}`} className={className} data-testid="product-enquire">
        <Icon name="send" size={16} /> {t('catalogue.enquire')}
      </Link>
    );
  }
  const soldOut = product.stock <= 0;
  const add = () => {
    addToCart({ id: product.id, quantity: 1, price: product.price, name: product.name, unit: product.unit, slug: product.slug, image: product.images.thumb, category: product.category });
    notify({ title: t('catalogue.addedTitle'), description: t('catalogue.addedText', { name: product.name }) });
  };
  return (
    <button
      type="button"
      className={className}
      onClick={add}
      disabled={soldOut}
      aria-label={soldOut ? undefined : t('catalogue.addToCartOf', { name: product.name })}
      data-testid="product-add-to-cart"
    >
      <Icon name="cart" size={16} /> {soldOut ? t('catalogue.outOfStock') : t('catalogue.addToCart')}
    </button>
  );
}

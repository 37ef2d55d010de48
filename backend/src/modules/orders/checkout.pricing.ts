import { countInEnglish, COUPON_NOT_ON_QUOTES, MAX_RUPEES, rupeesToPaise, couponEligible, deliversTo, orderTotalsPaise, MAX_ORDER_LINES, notDeliveredMessage, RETAIL_ORDER_QUANTITY, wholesaleOrderRange, wholesaleQuantityMessage } from '@bazaar/common';
import { DomainError } from '../../platform/domain/domain-error';
import { hsnCodeOf, quoteExpired } from '@bazaar/common';
import { QUOTE_ORDERED, quoteExpiredMessage } from '../enquiries/enquiries.decider';
import { OrderLine } from './orders.events';
import { ProductForSale } from './product-stock.port';

export const PRODUCT_UNAVAILABLE = 'This product is not available';
export const PRICED_BY_QUOTE = 'This product is sold by quote: send an enquiry and check out from the accepted quote';
export const OUT_OF_STOCK = 'Sorry, some items in your order just ran out of stock. Nothing was charged; please review your cart.';
export const QUOTE_REQUIRED = 'Quote is required';
/**
 * The most one order may come to: every rupee figure the marketplace keeps is within it, so
 * sums of orders (revenue, a seller's ledger) stay exact integers of paise for millions of them.
 */
export const ORDER_TOTAL_TOO_LARGE = 'An order may total at most ₹1,00,00,00,000: please split it';
export const ENQUIRY_REQUIRED = 'Enquiry is required with a quote';
/** The vendor quoted again after the customer opened the quote they are ordering: never charge a price they did not see. */
export const QUOTE_REPLACED = 'The vendor has changed this quote since you opened it: check the new price and order again';
export const CART_EMPTY = 'Your cart is empty';
export const PRODUCT_TWICE = 'This product is already in the order';
/** The enquiry a line names is not this customer's accepted quote on that product. */
export const QUOTE_NOT_YOURS = 'This quote is not an accepted quote of yours for this product';
/** A line asking for more than the product holds now (its stock when the checkout is priced). */
export const stockShortMessage = (stock: number, unit: string) => (stock > 0 ? `Only ${countInEnglish(stock, unit)} left in stock` : 'This product is out of stock');

export type PricedOrder = Pick<OrderLine, never> & {
  lines: OrderLine[];
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
};

/** An accepted enquiry quote: the price per unit the vendor agreed for this customer; `orderId`: the order already holding it. */
export type Quote = { enquiryId: string; quoteId: string; productId: string; unitPricePaise: number; quantity: number; orderId: string | null; validUntil: string | null };

/**
 * Prices a checkout from the catalogue alone (a client price is never read): each line's
 * price, the coupon's percentage off the goods at catalogue price (a quoted line's negotiated
 * price is final: a coupon on an order of quoted lines only is a 400 on `couponCode`), and the delivery fee (retail goods above
 * ₹500 ship free). Every bad line is named at once, as `items.<i>.<field>` (400); a quote
 * another order already holds, a quote other than the one the customer names (`quoteId`: the
 * vendor quoted again since they opened it), a quote past its last day (at `now`), or a
 * quantity above the product's stock as it stands now, is a conflict (409), named the same
 * way, refused before an order number is taken. A product naming the cities it is sold in is
 * refused for a shipping address (`shipTo`, its free-text city) in none of them, on
 * `items.<i>.productId`: the vendor does not deliver there (`deliversTo`, the storefront's rule too). (Stock is still
 * held atomically per order afterwards: two checkouts for the last units both pass here, and
 * the one whose hold fails is cancelled.)
 */
export function priceOrder(
  items: { productId: string; quantity: number; enquiryId?: string; quoteId?: string }[],
  products: Map<string, ProductForSale>,
  commissionOf: (subcategory: string) => { percent: number; version: number },
  couponPercent: number,
  quotes: Map<string, Quote> = new Map(),
  now: Date = new Date(),
  shipTo?: string,
): PricedOrder {
  const errors: Record<string, string> = {};
  const conflicts: Record<string, string> = {};
  const short: Record<string, string> = {};
  if (items.length === 0) errors.items = CART_EMPTY;
  if (items.length > MAX_ORDER_LINES) errors.items = `An order holds at most ${MAX_ORDER_LINES} products`;
  const seen = new Set<string>();
  const lines: OrderLine[] = [];
  items.forEach((item, i) => {
    const product = products.get(item.productId);
    if (seen.has(item.productId)) errors[`items.${i}.productId`] = PRODUCT_TWICE;
    seen.add(item.productId);
    if (!product || !product.onSale) {
      errors[`items.${i}.productId`] ??= PRODUCT_UNAVAILABLE;
      return;
    }
    if (shipTo !== undefined && !deliversTo(product.cities, shipTo)) {
      errors[`items.${i}.productId`] ??= notDeliveredMessage(product.name, shipTo);
      return;
    }
    // A wholesale line starts at the product's minimum order (within 3-30 tonnes); a quoted line is the quote's quantity, which its vendor chose (3-30).
    const range = product.kind === 'wholesale' ? wholesaleOrderRange(item.enquiryId ? null : product.quantity) : null;
    const limits = range ?? RETAIL_ORDER_QUANTITY;
    if (!Number.isInteger(item.quantity) || item.quantity < limits.min || item.quantity > limits.max) {
      errors[`items.${i}.quantity`] = range ? wholesaleQuantityMessage(range) : `Quantity must be a whole number from ${limits.min} to ${limits.max}`;
      return;
    }
    if (item.quoteId && !item.enquiryId) {
      errors[`items.${i}.enquiryId`] = ENQUIRY_REQUIRED;
      return;
    }
    const quote = item.enquiryId ? quotes.get(item.enquiryId) : undefined;
    if (item.enquiryId && (!quote || quote.productId !== product.productId)) {
      errors[`items.${i}.enquiryId`] = QUOTE_NOT_YOURS;
      return;
    }
    // The line names the quote its customer read (price and quantity); the enquiry's latest is what would be charged.
    if (quote && !item.quoteId) {
      errors[`items.${i}.quoteId`] = QUOTE_REQUIRED;
      return;
    }
    if (quote?.orderId) conflicts[`items.${i}.enquiryId`] = QUOTE_ORDERED;
    else if (quote && quote.quoteId !== item.quoteId) conflicts[`items.${i}.quoteId`] = QUOTE_REPLACED;
    else if (quote && quoteExpired(quote.validUntil, now)) conflicts[`items.${i}.quoteId`] = quoteExpiredMessage(quote.validUntil!);
    if (quote && quote.quantity !== item.quantity) {
      errors[`items.${i}.quantity`] = `The quote is for ${countInEnglish(quote.quantity, product.unit)}`;
      return;
    }
    if (item.quantity > product.stock) short[`items.${i}.quantity`] = stockShortMessage(product.stock, product.unit);
    const unitPricePaise = quote ? quote.unitPricePaise : product.pricePaise;
    if (unitPricePaise <= 0) {
      errors[`items.${i}.productId`] = PRICED_BY_QUOTE;
      return;
    }
    const commission = commissionOf(product.subcategory);
    // Frozen as the commission is: a later edit of the product (or of the subcategory's code) leaves an issued invoice as it was.
    const hsnCode = hsnCodeOf({ hsnCode: product.hsnCode, subcategory: product.subcategory });
    lines.push({
      productId: product.productId,
      productName: product.name,
      productType: product.kind,
      subcategory: product.subcategory,
      vendorId: product.vendorId,
      quantity: item.quantity,
      unit: product.unit,
      unitPricePaise,
      totalPaise: unitPricePaise * item.quantity,
      commissionPercent: commission.percent,
      commissionVersion: commission.version,
      enquiryId: quote?.enquiryId ?? null,
      ...(hsnCode && { hsnCode }),
    });
  });
  if (couponPercent > 0 && lines.length > 0 && couponEligible(lines).length === 0) errors.couponCode ??= COUPON_NOT_ON_QUOTES;
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  const totals = orderTotalsPaise(lines, couponPercent);
  if (totals.subtotalPaise > rupeesToPaise(MAX_RUPEES)) throw DomainError.invalid({ items: ORDER_TOTAL_TOO_LARGE });
  if (Object.keys(conflicts).length) throw new DomainError('conflict', Object.values(conflicts)[0], conflicts);
  if (Object.keys(short).length) throw new DomainError('conflict', OUT_OF_STOCK, short);
  return { lines, ...totals };
}

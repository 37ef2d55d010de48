import { MAX_ORDER_LINES, RETAIL_ORDER_QUANTITY, wholesaleOrderRange, wholesaleQuantityMessage } from '@bazaar/common';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { CartEvent, CartItem } from './cart.events';

export type CartState = { items: CartItem[] };

/** A wholesale product's order range (wholesaleOrderRange of its minimum order), by product id; retail products are absent. */
export type WholesaleRanges = Record<string, ReturnType<typeof wholesaleOrderRange>>;

export type CartCommand =
  /** PUT: the cart as the device shows it; a zero quantity removes the line (spec 4). */
  | { type: 'ReplaceCart'; data: { customerId: string; items: CartItem[]; wholesale: WholesaleRanges; now: Date } }
  /** Sign-in: the device's cart added to the server's, quantities summed for the same product (spec 4's add). */
  | { type: 'MergeCart'; data: { customerId: string; items: CartItem[]; wholesale: WholesaleRanges; now: Date } }
  | { type: 'CheckOutCart'; data: { customerId: string; orderId: string; productIds: string[]; now: Date } };

/** Most of one product in a cart: the largest quantity any product sells in (retail custom limit). */
export const MAX_CART_QUANTITY = RETAIL_ORDER_QUANTITY.max;

/** Lines with a positive quantity, one per product (the later one wins in a replace), in first-seen order. */
function normalise(items: CartItem[], sum: boolean): CartItem[] {
  const byProduct = new Map<string, number>();
  for (const { productId, quantity } of items) byProduct.set(productId, sum ? (byProduct.get(productId) ?? 0) + quantity : quantity);
  return [...byProduct].filter(([, quantity]) => quantity > 0).map(([productId, quantity]) => ({ productId, quantity: Math.min(quantity, MAX_CART_QUANTITY) }));
}

const sameItems = (a: CartItem[], b: CartItem[]) => a.length === b.length && a.every((item, i) => item.productId === b[i].productId && item.quantity === b[i].quantity);

/** Every line a whole number from 0 (removes it) to the cart's most; with `wholesale`, a wholesale line also within its order range (checkout's rule). */
function check(items: CartItem[], wholesale?: WholesaleRanges): void {
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    const range = wholesale?.[item.productId];
    if (!Number.isInteger(item.quantity) || item.quantity < 0 || item.quantity > MAX_CART_QUANTITY) errors[`items.${i}.quantity`] = `Quantity must be a whole number from 0 to ${MAX_CART_QUANTITY}`;
    else if (range && item.quantity > 0 && (item.quantity < range.min || item.quantity > range.max)) errors[`items.${i}.quantity`] = wholesaleQuantityMessage(range);
  });
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
}

/**
 * A merged wholesale line is clamped into its order range, not dropped: the customer chose the
 * product on the device, and the cart shows the quantity it now holds (its slider starts at the
 * minimum and ends at 30) before anything is ordered. Two carts of 20 tonnes make 30, and a
 * device line below the minimum order (an old device cart) is raised to it.
 */
const clamp = (items: CartItem[], wholesale: WholesaleRanges): CartItem[] =>
  items.map((item) => {
    const range = wholesale[item.productId];
    return range ? { ...item, quantity: Math.min(Math.max(item.quantity, range.min), range.max) } : item;
  });

const tooMany = () => DomainError.invalid({ items: `A cart holds at most ${MAX_ORDER_LINES} products` });

export const cartDecider: Decider<CartState, CartCommand, CartEvent> = {
  initialState: () => ({ items: [] }),
  evolve: (_state, event) => ({ items: event.data.items }),
  decide(command, state) {
    const at = command.data.now.toISOString();
    const { customerId } = command.data;
    switch (command.type) {
      case 'ReplaceCart': {
        check(command.data.items, command.data.wholesale);
        const items = normalise(command.data.items, false);
        if (items.length > MAX_ORDER_LINES) throw tooMany();
        return sameItems(items, state.items) ? [] : [{ type: 'CartReplaced', data: { customerId, items, updatedAt: at } }];
      }
      case 'MergeCart': {
        check(command.data.items);
        const added = normalise(command.data.items, false);
        const items = clamp(normalise([...state.items, ...added], true), command.data.wholesale);
        if (items.length > MAX_ORDER_LINES) throw tooMany();
        return added.length === 0 ? [] : [{ type: 'CartMerged', data: { customerId, added, items, updatedAt: at } }];
      }
      case 'CheckOutCart': {
        // Nothing of the order left in the cart (or run again): nothing to record.
        const { orderId, productIds } = command.data;
        const items = state.items.filter((item) => !productIds.includes(item.productId));
        if (items.length === state.items.length) return [];
        return [{ type: 'CartCheckedOut', data: { customerId, orderId, productIds, items, updatedAt: at } }];
      }
    }
  },
};

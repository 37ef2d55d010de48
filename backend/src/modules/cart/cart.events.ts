import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

export type CartItem = { productId: string; quantity: number };

/** The customer's cart as a whole after a change (PUT), a merge of the device's cart at sign-in, or a checkout. */
export type CartReplaced = DomainEvent<'CartReplaced', { customerId: string; items: CartItem[]; updatedAt: string }>;
export type CartMerged = DomainEvent<'CartMerged', { customerId: string; added: CartItem[]; items: CartItem[]; updatedAt: string }>;
/** An order took these products: they leave the cart. */
export type CartCheckedOut = DomainEvent<'CartCheckedOut', { customerId: string; orderId: string; productIds: string[]; items: CartItem[]; updatedAt: string }>;
export type CartEvent = CartReplaced | CartMerged | CartCheckedOut;

export const CART_EVENT_TYPES: EventTypeDefinition[] = (['CartReplaced', 'CartMerged', 'CartCheckedOut'] as const).map((type) => ({ type, context: 'cart', schemaVersion: 1 }));

export const cartStream = (customerId: string) => `cart-${customerId}`;

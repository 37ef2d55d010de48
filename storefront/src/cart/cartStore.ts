import { WHOLESALE_ORDER_QUANTITY } from '@bazaar/common';
import { useSyncExternalStore } from 'react';

/** The device cart of spec 4, kept in localStorage 'cart'. Prices are rupees. */
export const CART_STORAGE_KEY = 'cart';
const CART_EVENT = 'bazaar:cart';

export interface CartItem {
  id: string;
  quantity: number;
  /** Rupees; older entries hold text with a currency symbol ("₹24.99"), parsed on read. */
  price: number | string;
  name?: string;
  [extra: string]: unknown;
}

/** Strips everything but digits and the decimal point, as the spec's cart does. */
export function parsePrice(price: unknown): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : 0;
  if (typeof price !== 'string') return 0;
  const n = Number.parseFloat(price.replace(/[^0-9.]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

export function readCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is CartItem =>
        !!item && typeof item === 'object' && typeof (item as CartItem).id === 'string' && Number((item as CartItem).quantity) > 0,
    );
  } catch {
    return [];
  }
}

function writeCart(items: CartItem[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_EVENT));
}

/**
 * Adding an id already in the cart adds to its quantity; otherwise the item is appended. A
 * wholesale line stops at 30 tonnes, the most one order line takes (the server cart refuses
 * more): choosing 20 tonnes twice leaves 30 in the cart, where checkout's slider shows it.
 */
export function addToCart(item: CartItem): void {
  const items = readCart();
  const existing = items.find((i) => i.id === item.id);
  const quantity = Number(existing?.quantity ?? 0) + item.quantity;
  const next = item.kind === 'wholesale' || existing?.kind === 'wholesale' ? Math.min(quantity, WHOLESALE_ORDER_QUANTITY.max) : quantity;
  if (existing) existing.quantity = next;
  else items.push({ ...item, quantity: next });
  writeCart(items);
}

export function removeFromCart(id: string): void {
  writeCart(readCart().filter((i) => i.id !== id));
}

/** A quantity of 0 or less removes the item. */
export function setCartQuantity(id: string, quantity: number): void {
  if (quantity <= 0) return removeFromCart(id);
  writeCart(readCart().map((i) => (i.id === id ? { ...i, quantity } : i)));
}

/** Replaces the whole cart (with the server's lines after sign-in or repricing). */
export function replaceCart(items: CartItem[]): void {
  writeCart(items.filter((i) => i.quantity > 0));
}

export function clearCart(): void {
  writeCart([]);
}

export interface CartSummary {
  items: CartItem[];
  totalItems: number;
  /** Sum of price × quantity, in rupees. */
  totalPrice: number;
}

function summarise(items: CartItem[]): CartSummary {
  return {
    items,
    totalItems: items.reduce((sum, i) => sum + Number(i.quantity), 0),
    totalPrice: items.reduce((sum, i) => sum + parsePrice(i.price) * Number(i.quantity), 0),
  };
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let lastRaw: string | null | undefined;
let lastSummary: CartSummary = summarise([]);
function getSnapshot(): CartSummary {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSummary = summarise(readCart());
  }
  return lastSummary;
}

export function useCart(): CartSummary {
  return useSyncExternalStore(subscribe, getSnapshot, () => lastSummary);
}

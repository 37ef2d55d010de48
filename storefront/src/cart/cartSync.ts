import { mergeServerCart, putServerCart, type ServerCart } from '../checkout/checkoutApi';
import { clearCart, readCart, replaceCart } from './cartStore';

/** The device cart as the server prices it: names, kinds and prices from the catalogue. */
export const deviceLinesOf = (cart: ServerCart) =>
  cart.items
    .filter((l) => l.available)
    .map((l) => ({ id: l.productId, quantity: l.quantity, price: l.price, name: l.name ?? undefined, kind: l.kind ?? undefined, unit: l.unit ?? undefined, subcategory: l.subcategory ?? undefined }));

/**
 * Spec 4's cart lives on the device; a signed-in customer's is also kept on the server. At
 * sign-in the device's lines are merged into the server's (same product: quantities
 * added) and the device shows the merged cart, priced by the server.
 */
export async function mergeCartAtSignIn(): Promise<void> {
  replaceCart(deviceLinesOf(await mergeServerCart(deviceItems())));
}

/**
 * At sign-out the customer's cart is left on the server for their next sign-in, and the device's
 * is emptied: kept, the next sign-in added its lines to the server's copy of them again (two
 * sign-outs turned 1 piece into 4), or to another customer's cart. Lines added since the last
 * sync are saved first; if that fails the device keeps its cart rather than lose them.
 */
export async function saveCartAtSignOut(): Promise<void> {
  await putServerCart(deviceItems());
  clearCart();
}

const deviceItems = () => readCart().map((i) => ({ productId: i.id, quantity: Number(i.quantity) }));

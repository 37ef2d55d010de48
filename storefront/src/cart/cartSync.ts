import { mergeServerCart, type ServerCart } from '../checkout/checkoutApi';
import { readCart, replaceCart } from './cartStore';

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
  const device = readCart().map((i) => ({ productId: i.id, quantity: Number(i.quantity) }));
  replaceCart(deviceLinesOf(await mergeServerCart(device)));
}

import { mergeServerCart, putServerCart, type ServerCart } from '../checkout/checkoutApi';
import { clearCart, readCart, replaceCart } from './cartStore';

/** The device cart as the server prices it: names, kinds and prices from the catalogue. */
export const deviceLinesOf = (cart: ServerCart) =>
  cart.items
    .filter((l) => l.available)
    .map((l) => ({ id: l.productId, quantity: l.quantity, price: l.price, name: l.name ?? undefined, kind: l.kind ?? undefined, unit: l.unit ?? undefined, subcategory: l.subcategory ?? undefined }));

/** Whose server cart the device's lines were last joined to: their lines are already there. */
const CART_OWNER_KEY = 'cartOwner';

/**
 * Spec 4's cart lives on the device; a signed-in customer's is also kept on the server. At
 * sign-in the device's lines are merged into the server's (same product: quantities
 * added) and the device shows the merged cart, priced by the server. A device cart that was
 * already this customer's (their session ended without a sign-out: it expired, or was
 * revoked) holds the server's lines plus any added since: it replaces the server's, as a
 * sign-out would have saved it, rather than adding those lines to themselves again.
 */
export async function mergeCartAtSignIn(userId: string): Promise<void> {
  const theirs = localStorage.getItem(CART_OWNER_KEY) === userId;
  const cart = theirs ? await putServerCart(deviceItems()) : await mergeServerCart(deviceItems());
  replaceCart(deviceLinesOf(cart));
  localStorage.setItem(CART_OWNER_KEY, userId);
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
  localStorage.removeItem(CART_OWNER_KEY);
}

const deviceItems = () => readCart().map((i) => ({ productId: i.id, quantity: Number(i.quantity) }));

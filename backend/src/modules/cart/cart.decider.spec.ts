import { wholesaleOrderRange } from '@bazaar/common';
import { deciderSpec } from '../../platform/domain/decider.testing';
import { cartDecider } from './cart.decider';
import { CartReplaced } from './cart.events';

const spec = deciderSpec(cartDecider);
const customerId = 'c1';
const now = new Date('2026-05-01T10:00:00Z');
const at = now.toISOString();
// Rice: minimum order 3 tonnes; turmeric: 10; bread is retail (no range).
const wholesale = { rice: wholesaleOrderRange(3), turmeric: wholesaleOrderRange(10) };
const replaced = (items: { productId: string; quantity: number }[]): CartReplaced => ({ type: 'CartReplaced', data: { customerId, items, updatedAt: '2026-04-30T10:00:00.000Z' } });

describe('cart decider', () => {
  it('refuses a wholesale line outside its order range (3-30 tonnes, from its minimum order), naming the line', () => {
    const replace = (items: { productId: string; quantity: number }[]) => ({ type: 'ReplaceCart' as const, data: { customerId, items, wholesale, now } });
    spec.given([]).when(replace([{ productId: 'bread', quantity: 2 }, { productId: 'rice', quantity: 2 }])).thenThrows('invalid', { 'items.1.quantity': 'Quantity must be a whole number from 3 to 30' });
    spec.given([]).when(replace([{ productId: 'rice', quantity: 500 }])).thenThrows('invalid', { 'items.0.quantity': 'Quantity must be a whole number from 3 to 30' });
    spec.given([]).when(replace([{ productId: 'turmeric', quantity: 5 }])).thenThrows('invalid', { 'items.0.quantity': 'Quantity must be a whole number from 10 to 30: the minimum order is 10 tonnes' });
    spec.given([]).when(replace([{ productId: 'rice', quantity: 30 }, { productId: 'turmeric', quantity: 10 }, { productId: 'bread', quantity: 500 }])).then([
      { type: 'CartReplaced', data: { customerId, items: [{ productId: 'rice', quantity: 30 }, { productId: 'turmeric', quantity: 10 }, { productId: 'bread', quantity: 500 }], updatedAt: at } },
    ]);
    // A zero still removes the line.
    spec.given([replaced([{ productId: 'rice', quantity: 5 }])]).when(replace([{ productId: 'rice', quantity: 0 }])).then([{ type: 'CartReplaced', data: { customerId, items: [], updatedAt: at } }]);
  });

  it("clamps a merged wholesale line into its order range: the sum of two carts to 30, a device's line below the minimum up to it", () => {
    const merge = (items: { productId: string; quantity: number }[]) => ({ type: 'MergeCart' as const, data: { customerId, items, wholesale, now } });
    const added = [{ productId: 'rice', quantity: 20 }, { productId: 'turmeric', quantity: 2 }, { productId: 'bread', quantity: 40 }];
    spec.given([replaced([{ productId: 'rice', quantity: 20 }, { productId: 'bread', quantity: 2 }])]).when(merge(added)).then([
      { type: 'CartMerged', data: { customerId, added, items: [{ productId: 'rice', quantity: 30 }, { productId: 'bread', quantity: 42 }, { productId: 'turmeric', quantity: 10 }], updatedAt: at } },
    ]);
  });
});

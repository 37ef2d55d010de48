import { dueOf, paidOf, walletTotals, type WalletOrder } from './wallet';

describe('Wallet & Payment: what the customer paid, got back and still owes on delivery', () => {
  const part = (status: WalletOrder['fulfilments'][number]['status'], amount: number) =>
    ({ vendorId: `v-${amount}`, status, subtotal: amount, amount, trackingId: null, courierName: null, trackingUrl: null, shippedAt: null, deliveredAt: null, cancellationReason: null }) as WalletOrder['fulfilments'][number];
  const order = (over: Partial<WalletOrder>): WalletOrder => ({ paymentMethod: 'cod', paymentStatus: 'pending', status: 'pending', total: 0, paid: null, refunded: 0, duplicatePayments: [], fulfilments: [], ...over });

  it('given a cash-on-delivery order of ₹718 whose ₹320 part its seller cancelled, when the rest is delivered, then the wallet says ₹398 paid, as collected', () => {
    const collected = order({ paymentStatus: 'paid', status: 'delivered', total: 718, paid: 398, fulfilments: [part('cancelled', 320), part('delivered', 398)] });
    expect(paidOf(collected)).toBe(398);
    expect(walletTotals([collected])).toEqual({ paid: 398, refunded: 0, due: 0 });
  });

  it('given the same order before delivery, then ₹398 is due on delivery, not the ₹718 it was placed for', () => {
    const open = order({ status: 'processing', total: 718, fulfilments: [part('cancelled', 320), part('processing', 398)] });
    expect(dueOf(open)).toBe(398);
    expect(walletTotals([open])).toEqual({ paid: 0, refunded: 0, due: 398 });
  });

  it('given an order paid online whose part was then cancelled, then it paid its total and got that part back; the delivery fee stays in what is due', () => {
    const online = order({ paymentMethod: 'sandbox', paymentStatus: 'paid', status: 'delivered', total: 2199, paid: 2199, refunded: 2000, fulfilments: [part('cancelled', 2000), part('delivered', 199)] });
    const withFee = order({ total: 289.5, fulfilments: [part('pending', 240.5)] });
    expect(walletTotals([online, withFee])).toEqual({ paid: 2199, refunded: 2000, due: 289.5 });
  });

  it('sums in paise: ₹0.10 and ₹0.20 paid are ₹0.30', () => {
    const paid = (amount: number) => order({ paymentMethod: 'sandbox', paymentStatus: 'paid', total: amount, paid: amount });
    expect(walletTotals([paid(0.1), paid(0.2)]).paid).toBe(0.3);
  });
});

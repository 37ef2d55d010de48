import { formatRupees, paiseToRupees } from '@bazaar/common';
import { PaymentRequest } from './payment-gateway.port';
import type { PaymentStanding } from './payments.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Why an order takes no payment any more, as the page says it. */
export const NOT_PAYABLE: Record<Exclude<PaymentStanding, 'awaiting'>, string> = {
  cancelled: 'This order was cancelled, so it can no longer be paid. Nothing was charged.',
  expired: 'The time to pay for this order ran out and it was cancelled. Nothing was charged.',
  paid: 'This order is already paid. Nothing more is charged.',
};

/**
 * The sandbox's hosted payment page: amount, order number, Pay and Fail (plain forms, no
 * script) while the order awaits its payment; otherwise why not, and the way back to the orders.
 * A paid order some of whose money went back (a part cancelled) says how much under the amount.
 */
export const sandboxPage = (token: string, request: PaymentRequest, standing: PaymentStanding, refundedPaise = 0) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment · Bazaar</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:grid;place-items:center;min-height:100vh;color:#1d2433}
main{box-sizing:border-box;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:24px;max-width:380px;width:calc(100% - 24px)}
h1{font-size:1.1rem;margin:0 0 4px}.note{color:#667;font-size:.85rem;margin:0 0 24px}
.amount{font-size:2rem;font-weight:700;margin:8px 0 24px}
form{display:inline}button{font-size:1rem;padding:12px 20px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#0a7d3b;color:#fff}.fail{background:#e9ecf2;color:#a11}.closed{color:#a11;font-weight:600;margin:0 0 16px}.refunded{color:#0a7d3b;font-weight:600;margin:-16px 0 16px}
</style></head>
<body><main>
<h1>Bazaar · Sandbox payment gateway</h1>
<p class="note">Test mode: no real money moves.${standing === 'awaiting' ? ' Choose the outcome of this payment.' : ''}</p>
<div>Order <strong>${escapeHtml(request.orderNumber)}</strong></div>
<div class="amount">${escapeHtml(formatRupees(paiseToRupees(request.amountPaise)))}</div>
${refundedPaise > 0 ? `<p class="refunded" data-refunded="${refundedPaise}">${escapeHtml(formatRupees(paiseToRupees(refundedPaise)))} refunded</p>
` : ''}${
  standing === 'awaiting'
    ? `<form method="post" action="/api/payments/sandbox/${token}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/api/payments/sandbox/${token}/fail"><button class="fail" type="submit">Fail</button></form>`
    : `<p class="closed" role="alert" data-standing="${standing}">${escapeHtml(NOT_PAYABLE[standing])}</p>
<a href="/dashboard#orders">Back to my orders</a>`
}
</main></body></html>`;

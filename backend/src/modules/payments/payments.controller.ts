import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Redirect, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import { formatRupees, paiseToRupees } from '@bazaar/common';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { RateLimit } from '../../platform/http/rate-limit';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { PAYMENT_GATEWAYS, PaymentGateways, PaymentNotice, PaymentRequest } from './payment-gateway.port';
import { PaymentWebhookDto } from './payments.dto';
import { PaymentsService } from './payments.service';
import { SandboxGateway } from './sandbox-gateway';

export const SESSION_INVALID = 'This payment link is not valid';
const MAX_TOKEN = 400;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox's hosted payment page: amount, order number, Pay and Fail (plain forms, no script). */
const page = (token: string, request: PaymentRequest) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment · Bazaar</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:grid;place-items:center;min-height:100vh;color:#1d2433}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:380px;width:100%}
h1{font-size:1.1rem;margin:0 0 4px}.note{color:#667;font-size:.85rem;margin:0 0 24px}
.amount{font-size:2rem;font-weight:700;margin:8px 0 24px}
form{display:inline}button{font-size:1rem;padding:12px 20px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#0a7d3b;color:#fff}.fail{background:#e9ecf2;color:#a11}
</style></head>
<body><main>
<h1>Bazaar · Sandbox payment gateway</h1>
<p class="note">Test mode: no real money moves. Choose the outcome of this payment.</p>
<div>Order <strong>${escapeHtml(request.orderNumber)}</strong></div>
<div class="amount">${escapeHtml(formatRupees(paiseToRupees(request.amountPaise)))}</div>
<form method="post" action="/api/payments/sandbox/${token}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/api/payments/sandbox/${token}/fail"><button class="fail" type="submit">Fail</button></form>
</main></body></html>`;

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  private readonly sandbox: SandboxGateway;

  constructor(
    private readonly payments: PaymentsService,
    @Inject(PAYMENT_GATEWAYS) gateways: PaymentGateways,
  ) {
    this.sandbox = gateways.sandbox as SandboxGateway;
  }

  private session(token: string): PaymentRequest {
    const request = token.length <= MAX_TOKEN ? this.sandbox.openSession(token) : null;
    if (!request) throw new DomainError('not_found', SESSION_INVALID, { token: SESSION_INVALID });
    return request;
  }

  /** The hosted payment page the checkout answer's `paymentUrl` points at. */
  @Public()
  @Get('sandbox/:token')
  hostedPage(@Param('token') token: string, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const request = this.session(token);
    // Set only for the page: an error answer stays JSON.
    reply.header('Content-Type', 'text/html; charset=utf-8');
    return page(token, request);
  }

  /**
   * The gateway's side of Pay / Fail: it signs the outcome, delivers its webhook (here, in
   * process), then returns the browser to the storefront. One payment id per session and
   * outcome, so pressing Pay twice pays once.
   */
  @Public()
  @RateLimit('payment')
  @Post('sandbox/:token/:outcome')
  @Redirect('/payment-failure', 303)
  async outcome(@Param('token') token: string, @Param('outcome') outcome: string, @Ctx() ctx: CommandContext) {
    const request = this.session(token);
    if (outcome !== 'pay' && outcome !== 'fail') throw new DomainError('not_found', 'Not found');
    const paymentId = `pay_${createHash('sha256').update(`${token}|${outcome}`).digest('base64url').replace(/[-_]/g, '').slice(0, 14)}`;
    const notice: PaymentNotice = {
      event: outcome === 'pay' ? 'payment.captured' : 'payment.failed',
      orderId: request.orderId,
      paymentId,
      amountPaise: request.amountPaise,
      ...(outcome === 'fail' && { reason: 'The customer declined the payment on the sandbox page' }),
    };
    await this.payments.receive(notice, this.sandbox.sign(notice), { ...ctx, actor: { kind: 'system', reason: 'payment gateway' } });
    const query = `orderId=${encodeURIComponent(request.orderId)}&orderNumber=${encodeURIComponent(request.orderNumber)}`;
    return { url: `${outcome === 'pay' ? '/payment-success' : '/payment-failure'}?${query}` };
  }

  /** The gateway's webhook: verified by HMAC-SHA256 (`X-Sandbox-Signature`), idempotent on `paymentId`. */
  @Public()
  @RateLimit('payment')
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Body() body: PaymentWebhookDto, @Headers('x-sandbox-signature') signature: string | undefined, @Ctx() ctx: CommandContext) {
    const notice: PaymentNotice = { event: body.event, orderId: body.orderId, paymentId: body.paymentId, amountPaise: body.amountPaise, ...(body.reason && { reason: body.reason }) };
    await this.payments.receive(notice, signature ?? '', { ...ctx, actor: { kind: 'system', reason: 'payment gateway' } });
    return { received: true };
  }
}

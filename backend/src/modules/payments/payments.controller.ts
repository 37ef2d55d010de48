import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Redirect, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { RateLimit } from '../../platform/http/rate-limit';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { PAYMENT_GATEWAYS, PaymentGateways, PaymentNotice, PaymentRequest } from './payment-gateway.port';
import { PaymentWebhookDto } from './payments.dto';
import { PaymentStanding, PaymentsService } from './payments.service';
import { SandboxGateway } from './sandbox-gateway';
import { sandboxPage } from './sandbox-page';

export const SESSION_INVALID = 'This payment link is not valid';
const MAX_TOKEN = 400;

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

  /** The session the token signs, and whether its order still awaits this payment (as the log holds it now). */
  private async session(token: string): Promise<{ request: PaymentRequest; standing: PaymentStanding; refundedPaise: number }> {
    const request = token.length <= MAX_TOKEN ? this.sandbox.openSession(token) : null;
    const account = request && (await this.payments.standing(request.orderId));
    if (!request || !account) throw new DomainError('not_found', SESSION_INVALID, { token: SESSION_INVALID });
    return { request, ...account };
  }

  /**
   * The hosted payment page the checkout answer's `paymentUrl` points at: Pay and Fail while
   * the order awaits its payment; once it was cancelled, timed out or paid, only that.
   */
  @Public()
  @Get('sandbox/:token')
  async hostedPage(@Param('token') token: string, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const { request, standing, refundedPaise } = await this.session(token);
    // Set only for the page: an error answer stays JSON.
    reply.header('Content-Type', 'text/html; charset=utf-8');
    return sandboxPage(token, request, standing, refundedPaise);
  }

  /**
   * The gateway's side of Pay / Fail: it signs the outcome, delivers its webhook (here, in
   * process), then returns the browser to the storefront. One payment id per session and
   * outcome, so pressing Pay twice pays once. An order no longer awaiting its payment takes
   * none and nothing is sent: a cancelled or timed-out one goes to /payment-failure, which
   * says why from the order; an order already paid to /payment-success (its payment stands).
   */
  @Public()
  @RateLimit('payment')
  @Post('sandbox/:token/:outcome')
  @Redirect('/payment-failure', 303)
  async outcome(@Param('token') token: string, @Param('outcome') outcome: string, @Ctx() ctx: CommandContext) {
    const { request, standing } = await this.session(token);
    if (outcome !== 'pay' && outcome !== 'fail') throw new DomainError('not_found', 'Not found');
    const query = `orderId=${encodeURIComponent(request.orderId)}&orderNumber=${encodeURIComponent(request.orderNumber)}`;
    if (standing !== 'awaiting') return { url: `${standing === 'paid' ? '/payment-success' : '/payment-failure'}?${query}` };
    const paymentId = `pay_${createHash('sha256').update(`${token}|${outcome}`).digest('base64url').replace(/[-_]/g, '').slice(0, 14)}`;
    const notice: PaymentNotice = {
      event: outcome === 'pay' ? 'payment.captured' : 'payment.failed',
      orderId: request.orderId,
      paymentId,
      amountPaise: request.amountPaise,
      ...(outcome === 'fail' && { reason: 'The customer declined the payment on the sandbox page' }),
    };
    await this.payments.receive(notice, this.sandbox.sign(notice), { ...ctx, actor: { kind: 'system', reason: 'payment gateway' } });
    return { url: `${outcome === 'pay' ? '/payment-success' : '/payment-failure'}?${query}` };
  }

  /** The gateway's webhook: verified by HMAC-SHA256 (`X-Sandbox-Signature`), idempotent on `paymentId`. */
  @Public()
  @RateLimit('payment')
  @ApiNotFoundResponse({ description: 'No order with this orderId' })
  @ApiConflictResponse({ description: 'This order is not paid through the payment gateway (cash on delivery)' })
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Body() body: PaymentWebhookDto, @Headers('x-sandbox-signature') signature: string | undefined, @Ctx() ctx: CommandContext) {
    const notice: PaymentNotice = { event: body.event, orderId: body.orderId, paymentId: body.paymentId, amountPaise: body.amountPaise, ...(body.reason && { reason: body.reason }) };
    await this.payments.receive(notice, signature ?? '', { ...ctx, actor: { kind: 'system', reason: 'payment gateway' } });
    return { received: true };
  }
}

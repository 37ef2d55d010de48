import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiHeader, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { CancelOrderCommand, PlaceOrderCommand } from './orders.commands';
import { ORDER_NOT_FOUND } from './orders.decider';
import { CheckoutDto, MyOrdersQueryDto } from './orders.dto';
import { OrdersService } from './orders.service';
import { InvoiceReader } from './invoice-reader';
import { attachment } from '../../platform/http/attachment';
import { requiredIdempotencyKey } from '../../platform/http/idempotency-key';
import { ReplyHeaders } from '../../platform/http/reply-headers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const orderIdParam = (id: string) => {
  if (!UUID.test(id)) throw new DomainError('not_found', ORDER_NOT_FOUND);
  return id;
};

/** Checkout and the customer's own orders (spec 2.6 Orders & Statements, 2.11). */
@ApiTags('orders')
@ApiBearerAuth()
@Roles('customer')
@Controller()
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: OrdersService,
    private readonly invoices: InvoiceReader,
  ) {}

  /**
   * Places the order (prices from the catalogue), then answers once stock is held: 201
   * `{orderId, orderNumber, status, paymentStatus, total, placedAt, paymentUrl?}`, or 409
   * when stock ran out. The same Idempotency-Key again answers the same order, or 422 when
   * sent with a different checkout (checkout-request.ts).
   */
  @ApiConflictResponse({ description: 'A line asks for more than is in stock, or a parallel order took the stock, the coupon or the quote: nothing is placed' })
  @ApiUnprocessableEntityResponse({ description: 'This Idempotency-Key was used for a different checkout' })
  @Post('checkout')
  @ApiHeader({ name: 'Idempotency-Key', required: true })
  async checkout(@Body() body: CheckoutDto, @Headers('idempotency-key') key: string | undefined, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const { orderId, position } = await this.commands.execute(
      new PlaceOrderCommand(
        {
          customerId: user.userId,
          idempotencyKey: requiredIdempotencyKey(key),
          items: body.items.map(({ productId, quantity, enquiryId, quoteId }) => ({ productId, quantity, ...(enquiryId && { enquiryId }), ...(quoteId && { quoteId }) })),
          shippingAddress: body.shippingAddress,
          ...(body.billingAddress && { billingAddress: body.billingAddress }),
          paymentMethod: body.paymentMethod,
          ...(body.couponCode?.trim() && { couponCode: body.couponCode.trim() }),
        },
        ctx,
      ),
    );
    return this.orders.checkoutAnswer(orderId, position);
  }

  @Get('me/orders')
  list(@Query() query: MyOrdersQueryDto, @CurrentUser() user: AuthUser) {
    return this.orders.list(user.userId, query.page ?? 1, query.perPage ?? 20);
  }

  @Get('me/orders/:id')
  one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.orders.one(user.userId, orderIdParam(id));
  }

  /** The GST invoice (PDF) of one vendor's part of the customer's own order (Orders & Statements). */
  @ApiConflictResponse({ description: 'This part of the order was cancelled: it has no invoice' })
  @Get('me/orders/:id/invoices/:vendorId')
  async invoice(@Param('id') id: string, @Param('vendorId') vendorId: string, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const { pdf, filename } = await this.invoices.render(orderIdParam(id), vendorId.slice(0, 64), user);
    return attachment(reply, { content: pdf, contentType: 'application/pdf' }, filename);
  }

  /** The customer cancels before anything shipped: stock goes back, a payment is refunded. */
  @ApiConflictResponse({ description: 'Part of the order has shipped already' })
  @Post('me/orders/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new CancelOrderCommand(orderIdParam(id), { reason: 'customer', customerId: user.userId }, ctx));
    return this.orders.one(user.userId, id);
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { attachment } from '../../platform/http/attachment';
import { IfMatch } from '../../platform/http/if-match';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { ResourceReader } from '../../platform/http/resource-reader';
import { COMMISSION_CATEGORIES } from './commissions.decider';
import { CancelOrderCommand, SetCommissionRateCommand, SetFulfilmentStatusCommand } from './orders.commands';
import { ORDER_NOT_FOUND } from './orders.decider';
import { CommissionDto, FulfilmentStatusDto } from './orders.dto';
import { orderIdParam } from './orders.controller';
import { InvoiceReader } from './invoice-reader';
import { commissionsResource, fulfilmentsResource, ordersResource } from './orders.resources';

/** `<orderId>_<vendorId>` split, or 404. */
const fulfilmentIdParam = (id: string) => {
  const [orderId, vendorId, extra] = id.split('_');
  if (extra !== undefined || !vendorId || vendorId.length > 64) throw new DomainError('not_found', ORDER_NOT_FOUND);
  return { orderId: orderIdParam(orderId), vendorId };
};

/** Back office order actions (the records themselves are the generic resources'). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('admin')
export class OrdersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ResourceReader,
    private readonly invoices: InvoiceReader,
  ) {}

  /** An admin cancels a whole order that has not shipped: stock back, a payment refunded. */
  @Roles('admin')
  @Post('orders/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) reply: ReplyHeaders, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new CancelOrderCommand(orderIdParam(id), { reason: 'admin' }, ctx, { expectedRevision }));
    return this.reader.one(ordersResource, id, reply, user);
  }

  /**
   * Update Status (spec 2.7): a vendor moves their own part (pending → processing →
   * shipped with tracking → delivered, or cancelled before shipping); an admin any part.
   */
  @Roles('admin', 'vendor')
  @Post('fulfilments/:id/status')
  @HttpCode(200)
  async status(
    @Param('id') id: string,
    @Body() body: FulfilmentStatusDto,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: ReplyHeaders,
    @IfMatch() expectedRevision?: number,
  ) {
    const { orderId, vendorId } = fulfilmentIdParam(id);
    const by = { role: user.role as 'admin' | 'vendor', userId: user.userId };
    const { trackingId, courierName, trackingUrl, reason } = body;
    await this.commands.execute(new SetFulfilmentStatusCommand(orderId, { vendorId, status: body.status, by, trackingId, courierName, trackingUrl, reason }, ctx, { expectedRevision }));
    return this.reader.one(fulfilmentsResource, id, reply, user);
  }

  /** The GST tax invoice (PDF) of one vendor's part of an order. */
  @Roles('admin', 'vendor')
  @ApiConflictResponse({ description: 'This part of the order was cancelled: it has no invoice' })
  @Get('fulfilments/:id/invoice')
  async invoice(@Param('id') id: string, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const { orderId, vendorId } = fulfilmentIdParam(id);
    const { pdf, filename } = await this.invoices.render(orderId, vendorId, user);
    return attachment(reply, { content: pdf, contentType: 'application/pdf' }, filename);
  }

  /** Sets a category's commission (a new version); orders placed from now on freeze it on their lines. */
  @Roles('admin')
  @Put('commissions/:id')
  async setCommission(
    @Param('id') category: string,
    @Body() body: CommissionDto,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: ReplyHeaders,
    @IfMatch() expectedRevision?: number,
  ) {
    if (!COMMISSION_CATEGORIES.includes(category)) throw new DomainError('not_found', 'Category not found');
    await this.commands.execute(new SetCommissionRateCommand(category, { category, percent: body.percent }, ctx, { expectedRevision }));
    return this.reader.one(commissionsResource, category, reply, user);
  }
}

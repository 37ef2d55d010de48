import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { COUPON_OFFERS, type CouponRecord } from '@bazaar/common';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { OrderView, ordersProjection } from '../orders/orders.projection';
import { ClaimCouponCommand } from './coupons.commands';
import { offerOf, UNKNOWN_COUPON } from './coupons.decider';
import { CustomerCouponDoc, customerCouponsProjection } from './coupons.projection';

type CouponView = CouponRecord;

/** Claim Coupons (spec 2.6): every offer with this customer's claim of it. */
@ApiTags('coupons')
@ApiBearerAuth()
@Roles('customer')
@Controller('me/coupons')
export class CouponsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private async coupons(customerId: string, now: Date): Promise<CouponView[]> {
    const claims = await this.readStore.collection<CustomerCouponDoc>(customerCouponsProjection.collection).find({ customerId });
    // Checkout's rule (couponRefusal with the customer's orders not cancelled), counted only when a claim needs it.
    const firstOrderClaimed = claims.some((c) => !c.orderId && COUPON_OFFERS.some((o) => o.code === c.code && o.firstOrderOnly));
    const standingOrders = firstOrderClaimed ? await this.readStore.collection<OrderView>(ordersProjection.collection).count({ customerId, stage: { $ne: 'cancelled' } }) : 0;
    return COUPON_OFFERS.map((offer) => {
      const claim = claims.find((c) => c.code === offer.code);
      const status = !claim ? 'available' : claim.orderId ? 'redeemed' : claim.validUntil <= now.toISOString() ? 'expired' : 'claimed';
      return {
        code: offer.code,
        percent: offer.percent,
        description: offer.description,
        validDays: offer.validDays,
        firstOrderOnly: offer.firstOrderOnly,
        status,
        claimedAt: claim?.claimedAt ?? null,
        validUntil: claim?.validUntil ?? null,
        orderId: claim?.orderId ?? null,
        usable: status === 'claimed' && !(offer.firstOrderOnly && standingOrders > 0),
      };
    });
  }

  @Get()
  async list(@CurrentUser() user: AuthUser) {
    return { items: await this.coupons(user.userId, new Date()) };
  }

  /** Claims a coupon once; its validity (30 or 15 days) starts now. A second claim is 409. */
  @ApiConflictResponse({ description: 'You have already claimed this coupon' })
  @Post(':code/claim')
  async claim(@Param('code') code: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const offer = code.length <= 32 ? offerOf(code) : undefined;
    if (!offer) throw new DomainError('not_found', UNKNOWN_COUPON, { code: UNKNOWN_COUPON });
    await this.commands.execute(new ClaimCouponCommand(user.userId, { customerId: user.userId, code: offer.code }, ctx));
    return (await this.coupons(user.userId, ctx.now)).find((c) => c.code === offer.code);
  }
}

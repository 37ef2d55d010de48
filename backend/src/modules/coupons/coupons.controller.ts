import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { type CouponRecord } from '@bazaar/common';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { OrderView, ordersProjection } from '../orders/orders.projection';
import { CouponOffers } from './coupon-offers';
import { ClaimCouponCommand } from './coupons.commands';
import { UNKNOWN_COUPON } from './coupons.decider';
import { CustomerCouponDoc, customerCouponsProjection } from './coupons.projection';

type CouponView = CouponRecord;

/** Claim Coupons (spec 2.6): every active offer, and every offer this customer claimed, with their claim. */
@ApiTags('coupons')
@ApiBearerAuth()
@Roles('customer')
@Controller('me/coupons')
export class CouponsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly offers: CouponOffers,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private async coupons(customerId: string, now: Date): Promise<CouponView[]> {
    const claims = await this.readStore.collection<CustomerCouponDoc>(customerCouponsProjection.collection).find({ customerId });
    const offers = await this.offers.offeredTo(claims.map((c) => c.code));
    // Checkout's rule (couponRefusal with the customer's orders not cancelled), counted only when a claim needs it.
    const firstOrderClaimed = claims.some((c) => !c.orderId && c.firstOrderOnly);
    const standingOrders = firstOrderClaimed ? await this.readStore.collection<OrderView>(ordersProjection.collection).count({ customerId, stage: { $ne: 'cancelled' } }) : 0;
    // A withdrawn offer leaves the list, unless this customer claimed it: what they were promised stays.
    return offers.flatMap((offer) => {
      const claim = claims.find((c) => c.code === offer.code);
      if (!claim && offer.status !== 'active') return [];
      const status = !claim ? 'available' : claim.orderId ? 'redeemed' : claim.validUntil <= now.toISOString() ? 'expired' : 'claimed';
      // A claim keeps the terms it was made on (ADR 0063): its percent and first-order rule, not the offer's since.
      const firstOrderOnly = claim?.firstOrderOnly ?? offer.firstOrderOnly;
      return [
        {
          code: offer.code,
          percent: claim?.percent ?? offer.percent,
          description: offer.description,
          validDays: offer.validDays,
          firstOrderOnly,
          status,
          claimedAt: claim?.claimedAt ?? null,
          validUntil: claim?.validUntil ?? null,
          orderId: claim?.orderId ?? null,
          usable: status === 'claimed' && !(firstOrderOnly && standingOrders > 0),
        },
      ];
    });
  }

  @Get()
  async list(@CurrentUser() user: AuthUser) {
    return { items: await this.coupons(user.userId, new Date()) };
  }

  /** Claims an active offer once, on its terms as they are now; its validity (the offer's days) starts now. A second claim is 409. */
  @ApiConflictResponse({ description: 'You have already claimed this coupon' })
  @Post(':code/claim')
  async claim(@Param('code') code: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const offer = code.length <= 32 ? await this.offers.offered(code) : undefined;
    if (!offer) throw new DomainError('not_found', UNKNOWN_COUPON, { code: UNKNOWN_COUPON });
    await this.commands.execute(new ClaimCouponCommand(user.userId, { customerId: user.userId, offer }, ctx));
    return (await this.coupons(user.userId, ctx.now)).find((c) => c.code === offer.code);
  }
}

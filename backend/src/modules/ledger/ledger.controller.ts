import { paiseToRupees } from '@bazaar/common';
import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { PageQueryDto } from '../bookings/bookings.dto';
import { MarkPayoutPaidCommand, RequestPayoutCommand } from './ledger.commands';
import { sellerOfPayout, SellerKind } from './ledger.events';
import { LedgerAccountDoc, ledgerAccountsProjection, LedgerEntryDoc, ledgerEntriesProjection, PayoutDoc, payoutsProjection } from './ledger.projection';
import { toPayoutRecord } from './ledger.resource';

export class PayoutPaidDto {
  @ApiPropertyOptional({ description: 'bank transfer reference' })
  @IsOptional()
  @IsString({ message: 'Reference must be text' })
  @MaxLength(100, { message: 'Reference must be at most 100 characters' })
  reference?: string;
}

const sellerKindOf = (user: AuthUser): SellerKind => (user.role === 'vendor' ? 'vendor' : 'provider');

/** The seller ledger of vendors and providers: balance, earnings, Withdraw Funds; admins pay payouts out. */
@ApiTags('ledger')
@ApiBearerAuth()
@Controller()
export class LedgerController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private async payout(id: string) {
    const doc = await this.readStore.collection<PayoutDoc>(payoutsProjection.collection).findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', 'Payout not found');
    return toPayoutRecord(doc);
  }

  /** Spec 2.7 cards (Total Earnings, Pending Payments, Paid) and 2.8 summary (available for withdrawal); rupees. */
  @Roles('vendor', 'provider')
  @Get('me/ledger')
  async summary(@CurrentUser() user: AuthUser) {
    const doc = await this.readStore.collection<LedgerAccountDoc>(ledgerAccountsProjection.collection).findOne({ _id: user.userId });
    const rupees = (paise: number | undefined) => paiseToRupees(paise ?? 0);
    return {
      totalEarnings: rupees(doc?.totalEarningsPaise),
      pending: rupees(doc?.pendingPaise),
      available: rupees(doc?.availablePaise),
      requested: rupees(doc?.requestedPaise),
      paid: rupees(doc?.paidOutPaise),
    };
  }

  /** Each earning: source order or booking, amounts, status pending / available / reversed, newest first. */
  @Roles('vendor', 'provider')
  @Get('me/ledger/entries')
  async entries(@Query() query: PageQueryDto, @CurrentUser() user: AuthUser) {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 25;
    const entries = this.readStore.collection<LedgerEntryDoc>(ledgerEntriesProjection.collection);
    const filter = { sellerId: user.userId };
    const [docs, total] = await Promise.all([entries.find(filter, { sort: { recordedAt: -1, _id: 1 }, skip: (page - 1) * perPage, limit: perPage }), entries.count(filter)]);
    const items = docs.map((doc) => {
      const { _id, grossPaise, commissionPaise, netPaise, ...rest } = withoutBookkeeping(doc);
      return { id: _id, ...rest, amount: paiseToRupees(grossPaise), commission: paiseToRupees(commissionPaise), net: paiseToRupees(netPaise) };
    });
    return { items, total, page, perPage };
  }

  /** Withdraw Funds: a payout request for the whole available balance (409 when there is none). */
  @Roles('vendor', 'provider')
  @Post('admin/payouts')
  async withdraw(@CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const { events } = await this.commands.execute(new RequestPayoutCommand(user.userId, { sellerId: user.userId, sellerKind: sellerKindOf(user) }, ctx));
    return this.payout((events[0].data as { payoutId: string }).payoutId);
  }

  @Roles('admin')
  @Post('admin/payouts/:id/pay')
  async pay(@Param('id') id: string, @Body() body: PayoutPaidDto, @Ctx() ctx: CommandContext) {
    const sellerId = sellerOfPayout(id);
    if (!sellerId) throw new DomainError('not_found', 'Payout not found');
    await this.commands.execute(new MarkPayoutPaidCommand(sellerId, { sellerId, payoutId: id, reference: body.reference }, ctx));
    return this.payout(id);
  }
}

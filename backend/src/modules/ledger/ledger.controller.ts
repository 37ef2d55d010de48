import { ACCOUNT_HOLDER_MAX_LENGTH, checkPayoutDetails, PAYOUT_MESSAGES, PAYOUT_METHODS, paiseToRupees, PayoutMethod } from '@bazaar/common';
import { Body, Controller, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { NoControlOrBidi } from '../../platform/http/fields';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { PageQueryDto } from '../bookings/bookings.dto';
import { MarkPayoutPaidCommand, RequestPayoutCommand, SetPayoutDetailsCommand } from './ledger.commands';
import { PayTo, sellerOfPayout, SellerKind } from './ledger.events';
import {
  LedgerAccountDoc,
  ledgerAccountsProjection,
  LedgerEntryDoc,
  ledgerEntriesProjection,
  PayoutDetailsDoc,
  payoutDetailsProjection,
  PayoutDoc,
  payoutsProjection,
} from './ledger.projection';
import { openPayTo, toPayoutRecord } from './ledger.resource';

export class PayoutPaidDto {
  @ApiPropertyOptional({ description: 'bank transfer reference' })
  @IsOptional()
  @IsString({ message: 'Reference must be text' })
  @MaxLength(100, { message: 'Reference must be at most 100 characters' })
  @NoControlOrBidi('Reference')
  reference?: string;
}

/** Where the seller is paid: a bank account (holder, number, IFSC) or a UPI ID (with the holder's name); the rules in @bazaar/common. */
export class PayoutDetailsDto {
  @ApiProperty({ enum: PAYOUT_METHODS }) @IsIn(PAYOUT_METHODS, { message: PAYOUT_MESSAGES.method }) method!: PayoutMethod;
  @ApiProperty() @IsString({ message: PAYOUT_MESSAGES.accountHolderRequired }) @MaxLength(ACCOUNT_HOLDER_MAX_LENGTH, { message: PAYOUT_MESSAGES.accountHolderLength }) accountHolder!: string;
  @ApiPropertyOptional({ description: 'bank: 9 to 18 digits' }) @IsOptional() @IsString({ message: 'Account number must be text' }) @MaxLength(40, { message: 'Account number must be at most 40 characters' }) accountNumber?: string;
  @ApiPropertyOptional({ description: 'bank: 4 letters, 0, 6 letters or digits' }) @IsOptional() @IsString({ message: 'IFSC must be text' }) @MaxLength(20, { message: 'IFSC must be at most 20 characters' }) ifsc?: string;
  @ApiPropertyOptional({ description: 'upi: handle@provider' }) @IsOptional() @IsString({ message: 'UPI ID must be text' }) @MaxLength(150, { message: 'UPI ID must be at most 150 characters' }) upiId?: string;
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
    private readonly cipher: PersonalDataCipher,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private async payout(id: string, user: AuthUser) {
    const doc = await this.readStore.collection<PayoutDoc>(payoutsProjection.collection).findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', 'Payout not found');
    const record = toPayoutRecord(doc);
    return { ...record, payTo: openPayTo(record.payTo, this.cipher, user) };
  }

  /**
   * The seller's own payout details, masked (the account number's last 4 digits); null while there
   * are none: a seller who has not added them yet is a normal state of their profile, not a missing
   * resource (a 404 here was logged as an error on every visit to it).
   */
  @Roles('vendor', 'provider')
  @ApiOkResponse({ description: 'The details, masked; null while none have been saved' })
  @Get('me/payout-details')
  async payoutDetails(@CurrentUser() user: AuthUser) {
    const doc = await this.readStore.collection<PayoutDetailsDoc>(payoutDetailsProjection.collection).findOne({ _id: user.userId });
    if (!doc) return null;
    const { method, accountHolder, accountNumber, ifsc, upiId, updatedAt } = doc;
    return { ...openPayTo({ method, accountHolder, accountNumber, ifsc, upiId }, this.cipher, user), updatedAt };
  }

  /** Only the seller sets their own (sealed with their key before it enters the log); it replaces earlier details. */
  @Roles('vendor', 'provider')
  @Put('me/payout-details')
  async setPayoutDetails(@Body() body: PayoutDetailsDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const checked = checkPayoutDetails(body);
    if (checked.errors) throw DomainError.invalid(checked.errors);
    const seal = (value: string | null) => (value === null ? null : this.cipher.seal(user.userId, value));
    const { method, accountHolder, accountNumber, ifsc, upiId } = checked.details;
    const payTo: PayTo = { method, accountHolder: seal(accountHolder)!, accountNumber: seal(accountNumber), ifsc: seal(ifsc), upiId: seal(upiId) };
    await this.commands.execute(new SetPayoutDetailsCommand(user.userId, { sellerId: user.userId, sellerKind: sellerKindOf(user), payTo }, ctx));
    return this.payoutDetails(user);
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

  /** Withdraw Funds: a payout request for the whole available balance, to the payout details on file (409 without funds or details). */
  @Roles('vendor', 'provider')
  @ApiConflictResponse({ description: 'There are no funds available for withdrawal, or no payout details to pay them to' })
  @Post('admin/payouts')
  async withdraw(@CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const { events } = await this.commands.execute(new RequestPayoutCommand(user.userId, { sellerId: user.userId, sellerKind: sellerKindOf(user) }, ctx));
    return this.payout((events[0].data as { payoutId: string }).payoutId, user);
  }

  @Roles('admin')
  @ApiConflictResponse({ description: 'This payout was paid already, with another reference' })
  @Post('admin/payouts/:id/pay')
  async pay(@Param('id') id: string, @Body() body: PayoutPaidDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const sellerId = sellerOfPayout(id);
    if (!sellerId) throw new DomainError('not_found', 'Payout not found');
    const { events } = await this.commands.execute(new MarkPayoutPaidCommand(sellerId, { sellerId, payoutId: id, reference: body.reference }, ctx));
    // Paid already, perhaps a moment ago by another admin whose PayoutPaid the read model may not hold yet: answered once it does.
    if (events.length === 0) await this.readYourWrites.waitFor(await this.store.headPosition(), ['PayoutPaid']);
    return this.payout(id, user);
  }
}

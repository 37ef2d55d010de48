import { Command } from '@nestjs/cqrs';
import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { LedgerCommand } from './ledger.decider';
import { EarningSource, LedgerEvent, SellerKind } from './ledger.events';

type Input<T extends LedgerCommand['type']> = InputOf<LedgerCommand, T>;

/**
 * Records a seller's earning (checkout records a vendor's for each delivered order; the
 * provider-earnings policy a provider's for each completed booking). Idempotent per
 * source: sending it again for the same order or booking records nothing. It stays
 * pending for EARNINGS_CLEARING_HOURS, then becomes available for Withdraw Funds.
 * Amounts in paise; `commissionPaise` is the marketplace's cut (0 to the amount). The
 * clearing period runs from `earnedAt` when it is later than now: a booking marked done
 * before its booked time has ended clears from that end, so no one withdraws for work not yet due.
 * `completedAt`: when the sale or booking was completed, when a policy records it later (it
 * follows the log): the entry is dated then and clears from then, not from when it was handled.
 */
export class RecordEarningCommand extends Command<CommandResult<LedgerEvent>> {
  constructor(
    readonly input: { sellerId: string; sellerKind: SellerKind; sourceKind: EarningSource; sourceId: string; description: string; grossPaise: number; commissionPaise: number; earnedAt?: Date; completedAt?: Date },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Ledger commands on the seller's ledger; `id` is the seller id. */
export class ClearEarningCommand extends DeciderCommand<'ClearEarning', Input<'ClearEarning'>, LedgerEvent> {
  readonly type = 'ClearEarning';
}
/** Undoes an earning whose order was refunded (checkout) or whose booking was undone. */
export class ReverseEarningCommand extends DeciderCommand<'ReverseEarning', Input<'ReverseEarning'>, LedgerEvent> {
  readonly type = 'ReverseEarning';
}
/** The seller's bank account or UPI ID, sealed by the caller with the seller's key. */
export class SetPayoutDetailsCommand extends DeciderCommand<'SetPayoutDetails', Input<'SetPayoutDetails'>, LedgerEvent> {
  readonly type = 'SetPayoutDetails';
}
export class RequestPayoutCommand extends DeciderCommand<'RequestPayout', Input<'RequestPayout'>, LedgerEvent> {
  readonly type = 'RequestPayout';
}
export class MarkPayoutPaidCommand extends DeciderCommand<'MarkPayoutPaid', Input<'MarkPayoutPaid'>, LedgerEvent> {
  readonly type = 'MarkPayoutPaid';
}

export const LEDGER_COMMANDS = [ClearEarningCommand, ReverseEarningCommand, SetPayoutDetailsCommand, RequestPayoutCommand, MarkPayoutPaidCommand];

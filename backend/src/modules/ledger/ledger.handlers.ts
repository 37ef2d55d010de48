import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { CommandRunner } from '../../platform/domain/command-runner';
import { deciderHandlers } from '../../platform/domain/decider-command';
import { LEDGER_COMMANDS, RecordEarningCommand } from './ledger.commands';
import { ledgerDecider } from './ledger.decider';
import { ledgerStream } from './ledger.events';

/**
 * Records an earning, pending until the clearing period has passed since it was earned: a
 * booking marked done before its booked time ends clears from that end, not from the click.
 * A period of 0 turns the hold off altogether (available at once, as the README says).
 */
@CommandHandler(RecordEarningCommand)
export class RecordEarningHandler implements ICommandHandler<RecordEarningCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ input, ctx }: RecordEarningCommand) {
    const { earnedAt, completedAt, ...earning } = input;
    // A booking completed before its policy ran (a worker catching up, the demo seed's past bookings) earned then, never later than now.
    const at = completedAt && completedAt < ctx.now ? completedAt : ctx.now;
    const hold = this.config.earningsClearingHours * 3_600_000;
    const from = hold > 0 ? Math.max(at.getTime(), earnedAt?.getTime() ?? 0) : at.getTime();
    const availableAt = new Date(from + hold);
    return this.runner.run(ledgerStream(input.sellerId), ledgerDecider, { type: 'RecordEarning', data: { ...earning, availableAt, now: at } }, ctx);
  }
}

export const LEDGER_HANDLERS = [RecordEarningHandler, ...deciderHandlers(ledgerDecider, ledgerStream, LEDGER_COMMANDS)];

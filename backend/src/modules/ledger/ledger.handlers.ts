import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { CommandRunner } from '../../platform/domain/command-runner';
import { deciderHandlers } from '../../platform/domain/decider-command';
import { LEDGER_COMMANDS, RecordEarningCommand } from './ledger.commands';
import { ledgerDecider } from './ledger.decider';
import { ledgerStream } from './ledger.events';

/** Records an earning, pending until the configured clearing period has passed. */
@CommandHandler(RecordEarningCommand)
export class RecordEarningHandler implements ICommandHandler<RecordEarningCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ input, ctx }: RecordEarningCommand) {
    const availableAt = new Date(ctx.now.getTime() + this.config.earningsClearingHours * 3_600_000);
    return this.runner.run(ledgerStream(input.sellerId), ledgerDecider, { type: 'RecordEarning', data: { ...input, availableAt, now: ctx.now } }, ctx);
  }
}

export const LEDGER_HANDLERS = [RecordEarningHandler, ...deciderHandlers(ledgerDecider, ledgerStream, LEDGER_COMMANDS)];

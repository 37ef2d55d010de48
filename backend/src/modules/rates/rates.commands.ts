import { Command } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/metadata';
import { CommandOptions, CommandResult } from '../../platform/domain/handle-command';
import { RateEvent } from './rates.events';

export class AddRateCommand extends Command<CommandResult<RateEvent>> {
  constructor(
    readonly input: { rateId: string; productName?: string; category?: string; currentPaise?: number; unit?: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class ChangeRateCommand extends Command<CommandResult<RateEvent>> {
  constructor(
    readonly input: { rateId: string; currentPaise?: number },
    readonly ctx: CommandContext,
    /** The revision the admin's form was read at (If-Match): a stale one gets 409. */
    readonly options: CommandOptions = {},
  ) {
    super();
  }
}

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

/** The rate edit form: name, category, unit and current rate, each optional. */
export class EditRateCommand extends Command<CommandResult<RateEvent>> {
  constructor(
    readonly input: { rateId: string; productName?: string; category?: string; unit?: string; currentPaise?: number },
    readonly ctx: CommandContext,
    /** The revision the admin's form was read at (If-Match): a stale one gets 409. */
    readonly options: CommandOptions = {},
  ) {
    super();
  }
}

export class DelistRateCommand extends Command<CommandResult<RateEvent>> {
  constructor(
    readonly input: { rateId: string },
    readonly ctx: CommandContext,
    readonly options: CommandOptions = {},
  ) {
    super();
  }
}

/** Update Daily Rates: one RateChanged per line, all under the request's correlation id, all or none. */
export class UpdateDailyRatesCommand extends Command<{ updated: number }> {
  constructor(
    readonly input: { changes: { rateId: string; currentPaise?: number }[] },
    readonly ctx: CommandContext,
    /** The revision the admin's form was read at (If-Match): a stale one gets 409. */
    readonly options: CommandOptions = {},
  ) {
    super();
  }
}

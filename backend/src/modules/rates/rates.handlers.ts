import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { rateStream } from './rates.constants';
import { rateDecider } from './rates.decider';
import { AddRateCommand, ChangeRateCommand } from './rates.commands';

@CommandHandler(AddRateCommand)
export class AddRateHandler implements ICommandHandler<AddRateCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ input, ctx }: AddRateCommand) {
    return this.runner.run(rateStream(input.rateId), rateDecider, { type: 'AddRate', data: { ...input, now: ctx.now } }, ctx);
  }
}

@CommandHandler(ChangeRateCommand)
export class ChangeRateHandler implements ICommandHandler<ChangeRateCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ input, ctx, options }: ChangeRateCommand) {
    return this.runner.run(rateStream(input.rateId), rateDecider, { type: 'ChangeRate', data: { ...input, now: ctx.now } }, ctx, options);
  }
}

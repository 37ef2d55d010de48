import { Type } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import {
  AnyProviderCommand,
  RegisterProviderCommand,
  SetProviderAvailabilityCommand,
  SubmitProviderDocumentCommand,
  UpdateProviderProfileCommand,
  VerifyProviderCommand,
} from './providers.commands';
import { ProviderCommand, providerDecider } from './providers.decider';
import { providerStream } from './providers.events';

/** A thin handler per command class: its decider command on the provider's stream, `now` from the context. */
function providerHandler(commandClass: Type<AnyProviderCommand>): Type<ICommandHandler<AnyProviderCommand>> {
  @CommandHandler(commandClass)
  class ProviderHandler {
    constructor(readonly runner: CommandRunner) {}

    execute({ type, providerId, input, ctx, options }: AnyProviderCommand) {
      const command = { type, data: { ...input, now: ctx.now } } as ProviderCommand;
      return this.runner.run(providerStream(providerId), providerDecider, command, ctx, options);
    }
  }
  Object.defineProperty(ProviderHandler, 'name', { value: `${commandClass.name.replace(/Command$/, '')}Handler` });
  return ProviderHandler;
}

export const PROVIDER_HANDLERS = [RegisterProviderCommand, UpdateProviderProfileCommand, SetProviderAvailabilityCommand, SubmitProviderDocumentCommand, VerifyProviderCommand].map(
  (command) => providerHandler(command as Type<AnyProviderCommand>),
);

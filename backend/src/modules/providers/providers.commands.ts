import { Command } from '@nestjs/cqrs';
import { CommandOptions, CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { ProviderCommand } from './providers.decider';
import { ProviderEvent } from './providers.events';

type Data<T extends ProviderCommand['type']> = Omit<Extract<ProviderCommand, { type: T }>['data'], 'now'>;

/** Each command names its provider; the handler adds `now` from the context (deciders stay pure). */
abstract class ProviderCommandBase<T extends ProviderCommand['type']> extends Command<CommandResult<ProviderEvent>> {
  abstract readonly type: T;
  constructor(
    readonly providerId: string,
    readonly input: Data<T>,
    readonly ctx: CommandContext,
    readonly options: CommandOptions = {},
  ) {
    super();
  }
}

export class RegisterProviderCommand extends ProviderCommandBase<'RegisterProvider'> {
  readonly type = 'RegisterProvider';
}
export class UpdateProviderProfileCommand extends ProviderCommandBase<'UpdateProviderProfile'> {
  readonly type = 'UpdateProviderProfile';
}
export class SetProviderAvailabilityCommand extends ProviderCommandBase<'SetAvailability'> {
  readonly type = 'SetAvailability';
}
export class SubmitProviderDocumentCommand extends ProviderCommandBase<'SubmitProviderDocument'> {
  readonly type = 'SubmitProviderDocument';
}
export class VerifyProviderCommand extends ProviderCommandBase<'VerifyProvider'> {
  readonly type = 'VerifyProvider';
}

export type AnyProviderCommand =
  | RegisterProviderCommand
  | UpdateProviderProfileCommand
  | SetProviderAvailabilityCommand
  | SubmitProviderDocumentCommand
  | VerifyProviderCommand;

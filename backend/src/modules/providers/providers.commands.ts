import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { ProviderCommand } from './providers.decider';
import { ProviderEvent } from './providers.events';

type Input<T extends ProviderCommand['type']> = InputOf<ProviderCommand, T>;

/** Provider commands for the CommandBus; `id` is the provider id (their user id). */
export class RegisterProviderCommand extends DeciderCommand<'RegisterProvider', Input<'RegisterProvider'>, ProviderEvent> {
  readonly type = 'RegisterProvider';
}
export class UpdateProviderProfileCommand extends DeciderCommand<'UpdateProviderProfile', Input<'UpdateProviderProfile'>, ProviderEvent> {
  readonly type = 'UpdateProviderProfile';
}
export class SetProviderAvailabilityCommand extends DeciderCommand<'SetAvailability', Input<'SetAvailability'>, ProviderEvent> {
  readonly type = 'SetAvailability';
}
export class SubmitProviderDocumentCommand extends DeciderCommand<'SubmitProviderDocument', Input<'SubmitProviderDocument'>, ProviderEvent> {
  readonly type = 'SubmitProviderDocument';
}
export class VerifyProviderCommand extends DeciderCommand<'VerifyProvider', Input<'VerifyProvider'>, ProviderEvent> {
  readonly type = 'VerifyProvider';
}

export const PROVIDER_COMMANDS = [RegisterProviderCommand, UpdateProviderProfileCommand, SetProviderAvailabilityCommand, SubmitProviderDocumentCommand, VerifyProviderCommand];

import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { ServiceCommand } from './services.decider';
import { ServiceEvent } from './services.events';

type Input<T extends ServiceCommand['type']> = InputOf<ServiceCommand, T>;

/** Service commands for the CommandBus; `id` is the service id. */
export class OfferServiceCommand extends DeciderCommand<'OfferService', Input<'OfferService'>, ServiceEvent> {
  readonly type = 'OfferService';
}
export class UpdateServiceCommand extends DeciderCommand<'UpdateService', Input<'UpdateService'>, ServiceEvent> {
  readonly type = 'UpdateService';
}
export class ApproveServiceCommand extends DeciderCommand<'ApproveService', Input<'ApproveService'>, ServiceEvent> {
  readonly type = 'ApproveService';
}
export class RejectServiceCommand extends DeciderCommand<'RejectService', Input<'RejectService'>, ServiceEvent> {
  readonly type = 'RejectService';
}
export class WithdrawServiceCommand extends DeciderCommand<'WithdrawService', Input<'WithdrawService'>, ServiceEvent> {
  readonly type = 'WithdrawService';
}

/** A new picture for the service; `imageId` from the catalogue's image store (ProductImages). */
export class SetServiceImageCommand extends DeciderCommand<'SetServiceImage', Input<'SetServiceImage'>, ServiceEvent> {
  readonly type = 'SetServiceImage';
}

export const SERVICE_COMMANDS = [OfferServiceCommand, UpdateServiceCommand, ApproveServiceCommand, RejectServiceCommand, WithdrawServiceCommand, SetServiceImageCommand];

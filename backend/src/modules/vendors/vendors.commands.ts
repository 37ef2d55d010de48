import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { VendorCommand } from './vendors.decider';
import { VendorEvent } from './vendors.events';

type Input<T extends VendorCommand['type']> = InputOf<VendorCommand, T>;

/** Vendor commands for the CommandBus; `id` is the vendor id (their user id). */
export class RegisterVendorCommand extends DeciderCommand<'RegisterVendor', Input<'RegisterVendor'>, VendorEvent> {
  readonly type = 'RegisterVendor';
}
export class OpenVendorAccountCommand extends DeciderCommand<'OpenVendorAccount', Input<'OpenVendorAccount'>, VendorEvent> {
  readonly type = 'OpenVendorAccount';
}
export class SetVendorStatusCommand extends DeciderCommand<'SetVendorStatus', Input<'SetVendorStatus'>, VendorEvent> {
  readonly type = 'SetVendorStatus';
}
export class UpdateVendorProfileCommand extends DeciderCommand<'UpdateVendorProfile', Input<'UpdateVendorProfile'>, VendorEvent> {
  readonly type = 'UpdateVendorProfile';
}

export const VENDOR_COMMANDS = [RegisterVendorCommand, OpenVendorAccountCommand, SetVendorStatusCommand, UpdateVendorProfileCommand];

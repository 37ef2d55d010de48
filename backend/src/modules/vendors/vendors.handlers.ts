import { deciderHandlers } from '../../platform/domain/decider-command';
import { VENDOR_COMMANDS } from './vendors.commands';
import { vendorStream } from './vendors.constants';
import { vendorDecider } from './vendors.decider';

export const VENDOR_HANDLERS = deciderHandlers(vendorDecider, vendorStream, VENDOR_COMMANDS);

import { deciderHandlers } from '../../platform/domain/decider-command';
import { SERVICE_COMMANDS } from './services.commands';
import { serviceDecider } from './services.decider';
import { serviceStream } from './services.events';

/** A thin handler per command class: its decider command on the service's stream, `now` from the context. */
export const SERVICE_HANDLERS = deciderHandlers(serviceDecider, serviceStream, SERVICE_COMMANDS);

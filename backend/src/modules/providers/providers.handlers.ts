import { deciderHandlers } from '../../platform/domain/decider-command';
import { PROVIDER_COMMANDS } from './providers.commands';
import { providerDecider } from './providers.decider';
import { providerStream } from './providers.events';

/** A thin handler per command class: its decider command on the provider's stream, `now` from the context. */
export const PROVIDER_HANDLERS = deciderHandlers(providerDecider, providerStream, PROVIDER_COMMANDS);

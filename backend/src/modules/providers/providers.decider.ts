import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { ProviderEvent, ProviderProfileChanges } from './providers.events';

export type ProviderState = { status: 'absent' } | { status: 'registered'; providerId: string; available: boolean };

export type ProviderCommand =
  | { type: 'RegisterProvider'; data: { providerId: string; name: string; email: string; phone: string | null; expertise: string; now: Date } }
  | { type: 'UpdateProviderProfile'; data: { changes: ProviderProfileChanges; now: Date } }
  | { type: 'SetAvailability'; data: { available: boolean; now: Date } };

export const providerDecider: Decider<ProviderState, ProviderCommand, ProviderEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProviderRegistered':
        return { status: 'registered', providerId: event.data.providerId, available: true };
      case 'ProviderAvailabilityChanged':
        return state.status === 'absent' ? state : { ...state, available: event.data.available };
      case 'ProviderProfileUpdated':
        return state;
    }
  },
  decide(command, state) {
    const at = command.data.now.toISOString();
    if (command.type === 'RegisterProvider') {
      if (state.status !== 'absent') throw new DomainError('conflict', 'This provider is already registered');
      const { now, ...data } = command.data;
      return [{ type: 'ProviderRegistered', data: { ...data, registeredAt: at } }];
    }
    if (state.status === 'absent') throw new DomainError('not_found', 'Service provider not found');
    switch (command.type) {
      case 'UpdateProviderProfile':
        return Object.keys(command.data.changes).length ? [{ type: 'ProviderProfileUpdated', data: { providerId: state.providerId, changes: command.data.changes, updatedAt: at } }] : [];
      case 'SetAvailability':
        return state.available === command.data.available ? [] : [{ type: 'ProviderAvailabilityChanged', data: { providerId: state.providerId, available: command.data.available, changedAt: at } }];
    }
  },
};

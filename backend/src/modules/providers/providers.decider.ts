import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { ProviderEvent, ProviderProfileChanges } from './providers.events';

export type ProviderState =
  | { status: 'absent' }
  | { status: 'registered'; providerId: string; available: boolean; verification: 'Pending' | 'Verified'; hasDocument: boolean };

export type ProviderCommand =
  | { type: 'RegisterProvider'; data: { providerId: string; name: string; email: string; phone: string | null; expertise: string; now: Date } }
  /** One edit form, one decision: the profile's changes and the availability switch land in one append, so a crash never leaves half the edit. */
  | { type: 'UpdateProviderProfile'; data: { changes: ProviderProfileChanges; available?: boolean; now: Date } }
  | { type: 'SetAvailability'; data: { available: boolean; now: Date } }
  | { type: 'SubmitProviderDocument'; data: { documentId: string; now: Date } }
  | { type: 'VerifyProvider'; data: { now: Date } };

export const NO_DOCUMENT = 'This provider has not uploaded a document yet';
export const VERIFIED_DOCUMENT = 'A verified provider\'s document cannot be replaced';

export const providerDecider: Decider<ProviderState, ProviderCommand, ProviderEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    if (event.type === 'ProviderRegistered')
      return { status: 'registered', providerId: event.data.providerId, available: true, verification: 'Pending', hasDocument: false };
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'ProviderAvailabilityChanged':
        return { ...state, available: event.data.available };
      case 'ProviderDocumentSubmitted':
        return { ...state, hasDocument: true };
      case 'ProviderVerified':
        return { ...state, verification: 'Verified' };
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
    const { providerId } = state;
    switch (command.type) {
      case 'UpdateProviderProfile': {
        const { changes, available } = command.data;
        const events: ProviderEvent[] = Object.keys(changes).length ? [{ type: 'ProviderProfileUpdated', data: { providerId, changes, updatedAt: at } }] : [];
        if (available !== undefined && available !== state.available) events.push({ type: 'ProviderAvailabilityChanged', data: { providerId, available, changedAt: at } });
        return events;
      }
      case 'SetAvailability':
        return state.available === command.data.available ? [] : [{ type: 'ProviderAvailabilityChanged', data: { providerId, available: command.data.available, changedAt: at } }];
      case 'SubmitProviderDocument':
        // What an admin verified stays what is on file.
        if (state.verification === 'Verified') throw new DomainError('conflict', VERIFIED_DOCUMENT, { document: VERIFIED_DOCUMENT });
        return [{ type: 'ProviderDocumentSubmitted', data: { providerId, documentId: command.data.documentId, submittedAt: at } }];
      case 'VerifyProvider':
        if (state.verification === 'Verified') return [];
        if (!state.hasDocument) throw new DomainError('conflict', NO_DOCUMENT, { document: NO_DOCUMENT });
        return [{ type: 'ProviderVerified', data: { providerId, verifiedAt: at } }];
    }
  },
};

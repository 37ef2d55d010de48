import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { VendorEvent, VendorProfile } from './vendors.events';

/** `opened`: the record an admin's role grant opened, which the vendor's registration then fills in. */
export type VendorState = { status: 'absent' } | { status: 'Pending' | 'Verified'; vendorId: string; opened: boolean };

type Registration = VendorProfile & { vendorId: string; documentId: string | null; phoneVerified: boolean; now: Date };

export type VendorCommand =
  | { type: 'RegisterVendor'; data: Registration }
  /** From the role-grant process manager: an empty profile, unless the vendor registered already. */
  | { type: 'OpenVendorAccount'; data: Registration }
  /** The back office's status field: Verified verifies; a verified vendor never goes back to Pending. */
  | { type: 'SetVendorStatus'; data: { status: 'Pending' | 'Verified'; now: Date } }
  | { type: 'UpdateVendorProfile'; data: { changes: Partial<VendorProfile>; now: Date } };

export const vendorDecider: Decider<VendorState, VendorCommand, VendorEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'VendorRegistered':
        return { status: 'Pending', vendorId: event.data.vendorId, opened: event.data.opened === true };
      case 'VendorVerified':
        return state.status === 'absent' ? state : { ...state, status: 'Verified' };
      case 'VendorProfileUpdated':
        return state;
    }
  },
  decide(command, state) {
    const at = command.data.now.toISOString();
    switch (command.type) {
      case 'RegisterVendor': {
        // Admin Add Vendor grants the role first: the account the grant opened is filled in, not a conflict.
        if (state.status !== 'absent' && !(state.status === 'Pending' && state.opened)) throw new DomainError('conflict', 'This vendor is already registered');
        const { now, ...profile } = command.data;
        return [{ type: 'VendorRegistered', data: { ...profile, registeredAt: at } }];
      }
      case 'OpenVendorAccount': {
        if (state.status !== 'absent') return [];
        const { now, ...profile } = command.data;
        return [{ type: 'VendorRegistered', data: { ...profile, opened: true, registeredAt: at } }];
      }
      case 'SetVendorStatus':
        if (state.status === 'absent') throw new DomainError('not_found', 'Vendor not found');
        if (command.data.status === state.status) return [];
        if (command.data.status === 'Pending') throw new DomainError('conflict', 'A verified vendor cannot go back to Pending', { status: 'A verified vendor cannot go back to Pending' });
        return [{ type: 'VendorVerified', data: { vendorId: state.vendorId, verifiedAt: at } }];
      case 'UpdateVendorProfile':
        if (state.status === 'absent') throw new DomainError('not_found', 'Vendor not found');
        return Object.keys(command.data.changes).length ? [{ type: 'VendorProfileUpdated', data: { vendorId: state.vendorId, changes: command.data.changes, updatedAt: at } }] : [];
    }
  },
};

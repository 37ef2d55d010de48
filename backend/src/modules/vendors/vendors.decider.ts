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
  /** The edit form: its status (admin only) and profile changes are one decision, one append, so a crash never leaves half the edit. */
  | { type: 'UpdateVendorProfile'; data: { changes: Partial<VendorProfile>; status?: 'Pending' | 'Verified'; now: Date } };

const VERIFIED_STAYS = 'A verified vendor cannot go back to Pending';

/** Verified verifies; asking for the status it has decides nothing; Verified never goes back. */
function statusChange(status: 'Pending' | 'Verified', state: Exclude<VendorState, { status: 'absent' }>, at: string): VendorEvent[] {
  if (status === state.status) return [];
  if (status === 'Pending') throw new DomainError('conflict', VERIFIED_STAYS, { status: VERIFIED_STAYS });
  return [{ type: 'VendorVerified', data: { vendorId: state.vendorId, verifiedAt: at } }];
}

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
        return statusChange(command.data.status, state, at);
      case 'UpdateVendorProfile': {
        if (state.status === 'absent') throw new DomainError('not_found', 'Vendor not found');
        // The status first: a refused change (Verified back to Pending) refuses the whole edit.
        const { changes, status } = command.data;
        const verified = status === undefined ? [] : statusChange(status, state, at);
        return Object.keys(changes).length ? [...verified, { type: 'VendorProfileUpdated', data: { vendorId: state.vendorId, changes, updatedAt: at } }] : verified;
      }
    }
  },
};

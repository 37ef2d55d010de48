import { deciderSpec } from '../../platform/domain/decider.testing';
import { VendorEvent, VendorProfile } from './vendors.events';
import { vendorDecider } from './vendors.decider';

const spec = deciderSpec(vendorDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const profile: VendorProfile = {
  companyName: 'Malabar Spice Traders', businessType: 'Wholesaler', accountType: 'supplier', category: 'Wholesale', address: 'pii:a', city: 'Kochi', state: 'Kerala',
  pincode: '682002', contactPerson: 'pii:b', contactEmail: 'pii:c', contactPhone: 'pii:d', taxId: null, businessDescription: null, website: null, productCategories: ['Spices'],
};
const registered: VendorEvent = { type: 'VendorRegistered', data: { ...profile, vendorId: 'v1', documentId: 'doc.pdf', phoneVerified: true, registeredAt: at } };

describe('vendor decider', () => {
  it('registers a vendor as Pending, once', () => {
    spec.given([]).when({ type: 'RegisterVendor', data: { ...profile, vendorId: 'v1', documentId: 'doc.pdf', phoneVerified: true, now } }).then([registered]);
    spec.given([registered]).when({ type: 'RegisterVendor', data: { ...profile, vendorId: 'v1', documentId: null, phoneVerified: false, now } }).thenThrows('conflict');
  });

  describe('when an admin adds a vendor (the role grant opens an account, the registration fills it in)', () => {
    const opening = { ...profile, companyName: 'Asha Rao', category: 'Wholesale' as const, vendorId: 'v1', documentId: null, phoneVerified: false, now };
    const opened: VendorEvent = { type: 'VendorRegistered', data: { ...profile, companyName: 'Asha Rao', category: 'Wholesale', vendorId: 'v1', documentId: null, phoneVerified: false, opened: true, registeredAt: at } };
    const full = { ...profile, category: 'Retail' as const, vendorId: 'v1', documentId: 'doc.pdf', phoneVerified: true, now };

    it('opens an empty account once', () => {
      spec.given([]).when({ type: 'OpenVendorAccount', data: opening }).then([opened]);
      spec.given([opened]).when({ type: 'OpenVendorAccount', data: opening }).then([]);
    });

    it('fills in the opened account with the registration, chosen category included, instead of a 409', () => {
      const { now: _now, ...fields } = full;
      spec.given([opened]).when({ type: 'RegisterVendor', data: full }).then([{ type: 'VendorRegistered', data: { ...fields, registeredAt: at } }]);
    });

    it('opens nothing when the registration came first, and refuses a second full registration', () => {
      spec.given([registered]).when({ type: 'OpenVendorAccount', data: opening }).then([]);
      spec.given([opened, registered]).when({ type: 'RegisterVendor', data: full }).thenThrows('conflict');
    });
  });

  it('verifies a pending vendor, and a second verify decides nothing', () => {
    const verified: VendorEvent = { type: 'VendorVerified', data: { vendorId: 'v1', verifiedAt: at } };
    spec.given([registered]).when({ type: 'SetVendorStatus', data: { status: 'Verified', now } }).then([verified]);
    spec.given([registered, verified]).when({ type: 'SetVendorStatus', data: { status: 'Verified', now } }).then([]);
  });

  it('keeps a pending vendor pending, and never takes a verified one back to Pending', () => {
    const verified: VendorEvent = { type: 'VendorVerified', data: { vendorId: 'v1', verifiedAt: at } };
    spec.given([registered]).when({ type: 'SetVendorStatus', data: { status: 'Pending', now } }).then([]);
    spec.given([registered, verified]).when({ type: 'SetVendorStatus', data: { status: 'Pending', now } }).thenThrows('conflict', { status: 'A verified vendor cannot go back to Pending' });
  });

  it('records profile changes, and nothing for an empty change', () => {
    spec.given([registered]).when({ type: 'UpdateVendorProfile', data: { changes: { city: 'Ernakulam' }, now } }).then([{ type: 'VendorProfileUpdated', data: { vendorId: 'v1', changes: { city: 'Ernakulam' }, updatedAt: at } }]);
    spec.given([registered]).when({ type: 'UpdateVendorProfile', data: { changes: {}, now } }).then([]);
  });

  it('decides an edit of the status and the profile together, so both land in one append or neither', () => {
    const verified: VendorEvent = { type: 'VendorVerified', data: { vendorId: 'v1', verifiedAt: at } };
    const updated: VendorEvent = { type: 'VendorProfileUpdated', data: { vendorId: 'v1', changes: { city: 'Ernakulam' }, updatedAt: at } };
    spec.given([registered]).when({ type: 'UpdateVendorProfile', data: { changes: { city: 'Ernakulam' }, status: 'Verified', now } }).then([verified, updated]);
    spec.given([registered]).when({ type: 'UpdateVendorProfile', data: { changes: {}, status: 'Verified', now } }).then([verified]);
    spec.given([registered, verified]).when({ type: 'UpdateVendorProfile', data: { changes: { city: 'Ernakulam' }, status: 'Verified', now } }).then([updated]);
    // A refused status refuses the profile's changes too.
    spec.given([registered, verified]).when({ type: 'UpdateVendorProfile', data: { changes: { city: 'Ernakulam' }, status: 'Pending', now } }).thenThrows('conflict', { status: 'A verified vendor cannot go back to Pending' });
  });

  it('knows no vendor that never registered', () => {
    spec.given([]).when({ type: 'SetVendorStatus', data: { status: 'Verified', now } }).thenThrows('not_found');
  });
});

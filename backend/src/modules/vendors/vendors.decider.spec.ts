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

  it('verifies a pending vendor, and a second verify decides nothing', () => {
    const verified: VendorEvent = { type: 'VendorVerified', data: { vendorId: 'v1', verifiedAt: at } };
    spec.given([registered]).when({ type: 'VerifyVendor', data: { now } }).then([verified]);
    spec.given([registered, verified]).when({ type: 'VerifyVendor', data: { now } }).then([]);
  });

  it('records profile changes, and nothing for an empty change', () => {
    spec.given([registered]).when({ type: 'UpdateVendorProfile', data: { changes: { city: 'Ernakulam' }, now } }).then([{ type: 'VendorProfileUpdated', data: { vendorId: 'v1', changes: { city: 'Ernakulam' }, updatedAt: at } }]);
    spec.given([registered]).when({ type: 'UpdateVendorProfile', data: { changes: {}, now } }).then([]);
  });

  it('knows no vendor that never registered', () => {
    spec.given([]).when({ type: 'VerifyVendor', data: { now } }).thenThrows('not_found');
  });
});

import { deciderSpec } from '../../platform/domain/decider.testing';
import { ProviderEvent } from './providers.events';
import { providerDecider } from './providers.decider';

const spec = deciderSpec(providerDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const registered: ProviderEvent = { type: 'ProviderRegistered', data: { providerId: 'p1', name: 'pii:n', email: 'pii:e', phone: null, expertise: 'Plumbing, Pune', registeredAt: at } };

describe('service provider decider', () => {
  it('registers a provider once', () => {
    spec.given([]).when({ type: 'RegisterProvider', data: { providerId: 'p1', name: 'pii:n', email: 'pii:e', phone: null, expertise: 'Plumbing, Pune', now } }).then([registered]);
    spec.given([registered]).when({ type: 'RegisterProvider', data: { providerId: 'p1', name: 'x', email: 'y', phone: null, expertise: 'z', now } }).thenThrows('conflict');
  });

  it('switches availability off and on, deciding nothing when it is already so (spec 2.8, default on)', () => {
    const off: ProviderEvent = { type: 'ProviderAvailabilityChanged', data: { providerId: 'p1', available: false, changedAt: at } };
    spec.given([registered]).when({ type: 'SetAvailability', data: { available: true, now } }).then([]);
    spec.given([registered]).when({ type: 'SetAvailability', data: { available: false, now } }).then([off]);
    spec.given([registered, off]).when({ type: 'SetAvailability', data: { available: true, now } }).then([{ ...off, data: { ...off.data, available: true } }]);
  });

  it('decides an edit of the profile and the availability together, so both land in one append or neither', () => {
    const updated: ProviderEvent = { type: 'ProviderProfileUpdated', data: { providerId: 'p1', changes: { about: 'Same-day visits' }, updatedAt: at } };
    const off: ProviderEvent = { type: 'ProviderAvailabilityChanged', data: { providerId: 'p1', available: false, changedAt: at } };
    spec.given([registered]).when({ type: 'UpdateProviderProfile', data: { changes: { about: 'Same-day visits' }, available: false, now } }).then([updated, off]);
    spec.given([registered]).when({ type: 'UpdateProviderProfile', data: { changes: {}, available: false, now } }).then([off]);
    spec.given([registered, off]).when({ type: 'UpdateProviderProfile', data: { changes: { about: 'Same-day visits' }, available: false, now } }).then([updated]);
  });

  describe('verification, like a vendor\'s', () => {
    const submitted: ProviderEvent = { type: 'ProviderDocumentSubmitted', data: { providerId: 'p1', documentId: 'd1.pdf', submittedAt: at } };
    const verified: ProviderEvent = { type: 'ProviderVerified', data: { providerId: 'p1', verifiedAt: at } };

    it('stores a document, replacing an earlier one while Pending', () => {
      spec.given([registered]).when({ type: 'SubmitProviderDocument', data: { documentId: 'd1.pdf', now } }).then([submitted]);
      spec.given([registered, submitted]).when({ type: 'SubmitProviderDocument', data: { documentId: 'd1.pdf', now } }).then([submitted]);
    });

    it('verifies only a provider with a document, once', () => {
      spec.given([registered]).when({ type: 'VerifyProvider', data: { now } }).thenThrows('conflict', { document: 'This provider has not uploaded a document yet' });
      spec.given([registered, submitted]).when({ type: 'VerifyProvider', data: { now } }).then([verified]);
      spec.given([registered, submitted, verified]).when({ type: 'VerifyProvider', data: { now } }).then([]);
    });

    it('keeps the verified document: no replacement after verification', () => {
      spec.given([registered, submitted, verified]).when({ type: 'SubmitProviderDocument', data: { documentId: 'd2.pdf', now } }).thenThrows('conflict');
    });
  });

  it('knows no provider that never registered', () => {
    spec.given([]).when({ type: 'UpdateProviderProfile', data: { changes: { about: 'x' }, now } }).thenThrows('not_found');
  });
});

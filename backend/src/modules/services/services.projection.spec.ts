import { RecordedEvent } from '../../platform/event-store/event';
import { ServiceProviderDoc, serviceProvidersProjection } from './services.projection';

const at = '2026-11-23T04:30:00.000Z';
const event = (type: string, data: object) => ({ type, data }) as unknown as RecordedEvent;
/** The provider's document after these events, replayed through the projection's own evolve. */
const given = (...events: RecordedEvent[]) =>
  events.reduce<ServiceProviderDoc | null>((doc, e) => {
    expect(serviceProvidersProjection.canHandle).toContain(e.type);
    expect(serviceProvidersProjection.documentIds(e)).toEqual(['p1']);
    return serviceProvidersProjection.evolve(doc, e, 'p1') as ServiceProviderDoc | null;
  }, null);

const signedUp = event('ProviderRegistered', { providerId: 'p1', name: 'Sunil Electricals', registeredAt: at });
const verified = event('ProviderVerified', { providerId: 'p1', verifiedAt: at });
/** Signed up and verified by an admin: the case the rules below start from. */
const registered = [signedUp, verified];
const deactivated = event('UserDeactivated', { userId: 'p1', deactivatedAt: at });
const reactivated = event('UserReactivated', { userId: 'p1', reactivatedAt: at });
const roleChanged = (previousRole: string, role: string) => event('UserRoleChanged', { userId: 'p1', previousRole, role, changedAt: at });
const switched = (available: boolean) => event('ProviderAvailabilityChanged', { providerId: 'p1', available, changedAt: at });

describe('service-providers read model', () => {
  it('takes no bookings while awaiting verification, whatever the switch, and takes them once verified', () => {
    expect(given(signedUp)).toMatchObject({ available: false, verified: false, switchedOn: true });
    expect(given(signedUp, switched(false), switched(true))?.available).toBe(false);
    expect(given(signedUp, verified)).toMatchObject({ available: true, verified: true });
    // Verified while the switch is off or the account deactivated: still not until those are undone.
    expect(given(signedUp, switched(false), verified)?.available).toBe(false);
    expect(given(signedUp, deactivated, verified)?.available).toBe(false);
    expect(given(signedUp, deactivated, verified, reactivated)?.available).toBe(true);
  });

  it('takes bookings while the switch is on and the account active and a provider', () => {
    expect(given(...registered)?.available).toBe(true);
    expect(given(...registered, switched(false))?.available).toBe(false);
    expect(given(...registered, switched(false), switched(true))?.available).toBe(true);
  });

  it('stops taking bookings while the account is deactivated, and again once reactivated', () => {
    expect(given(...registered, deactivated)?.available).toBe(false);
    expect(given(...registered, deactivated, reactivated)?.available).toBe(true);
    // Reactivation does not turn on a switch the provider turned off, nor the switch a deactivated account.
    expect(given(...registered, switched(false), deactivated, reactivated)?.available).toBe(false);
    expect(given(...registered, deactivated, switched(true))?.available).toBe(false);
  });

  it('stops when the account moves to another role or is erased', () => {
    expect(given(...registered, roleChanged('provider', 'customer'))?.available).toBe(false);
    expect(given(...registered, roleChanged('provider', 'customer'), roleChanged('customer', 'provider'))?.available).toBe(true);
    expect(given(...registered, event('UserErased', { userId: 'p1', erasedAt: at }))).toMatchObject({ available: false, name: '[erased]' });
  });

  it('keeps no document for accounts that never were providers', () => {
    expect(given(deactivated, reactivated, roleChanged('customer', 'vendor'))).toBeNull();
  });
});

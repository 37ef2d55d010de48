import { Actor, RecordedEvent } from '../../platform/event-store/event';
import { roleGrantProcess } from './role-grants';

const at = '2026-11-23T10:00:00.000Z';
const registered = (actor: Actor, role = 'vendor', userId = 'u1', application?: object): RecordedEvent => ({
  streamId: `user-${userId}`,
  revision: 0,
  position: 42,
  type: 'UserRegistered',
  data: { userId, role, ...(application && { application }) },
  metadata: { eventId: 'e1', actor, correlationId: 'c1', causationId: 'c1', occurredAt: at, schemaVersion: 1 },
});
const admin: Actor = { kind: 'user', userId: 'a1', role: 'admin' };
const self: Actor = { kind: 'user', userId: 'u1', role: 'vendor' };
const application = { fields: { companyName: 'sealed:Acme' }, documentId: 'doc-1.pdf' };

describe('role-grant process manager (vendor-accounts)', () => {
  const pm = roleGrantProcess('vendor-accounts', 'vendor');
  const when = (event: RecordedEvent) => pm.decide({ kind: 'event', event }, pm.initialState());

  it('opens an empty account at once when an admin grants the role without an application', () => {
    expect(pm.instanceOf(registered(admin))).toBe('u1');
    expect(when(registered(admin))).toEqual({ commands: [{ type: 'OpenAccount', userId: 'u1', position: 42 }] });
  });

  it('opens the record from the application a self sign-up (or Add Vendor) carries, at once and with no timeout', () => {
    expect(pm.instanceOf(registered(self, 'vendor', 'u1', application))).toBe('u1');
    expect(when(registered(self, 'vendor', 'u1', application))).toEqual({ commands: [{ type: 'OpenAccount', userId: 'u1', position: 42, application }] });
    expect(when(registered(admin, 'vendor', 'u1', application))).toEqual({ commands: [{ type: 'OpenAccount', userId: 'u1', position: 42, application }] });
  });

  it('still opens the record when a SignUpCompletion timeout scheduled before this change fires', () => {
    const data = { type: 'OpenAccount', userId: 'u1', position: 42 };
    expect(pm.decide({ kind: 'timeout', name: 'SignUpCompletion', data, dueAt: at }, pm.initialState())).toEqual({ commands: [data] });
  });

  it('ignores other roles, sign-ups of someone else and system registrations', () => {
    expect(pm.instanceOf(registered(admin, 'customer'))).toBeNull();
    expect(pm.instanceOf(registered(self, 'customer'))).toBeNull();
    expect(pm.instanceOf(registered({ kind: 'user', userId: 'someone-else', role: 'vendor' }))).toBeNull();
    expect(pm.instanceOf(registered({ kind: 'system', reason: 'seed' }))).toBeNull();
  });
});

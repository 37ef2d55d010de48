import { Actor, RecordedEvent } from '../../platform/event-store/event';
import { roleGrantProcess, SIGN_UP_COMPLETION_MS } from './role-grants';

const at = '2026-11-23T10:00:00.000Z';
const registered = (actor: Actor, role = 'vendor', userId = 'u1'): RecordedEvent => ({
  streamId: `user-${userId}`,
  revision: 0,
  position: 42,
  type: 'UserRegistered',
  data: { userId, role },
  metadata: { eventId: 'e1', actor, correlationId: 'c1', causationId: 'c1', occurredAt: at, schemaVersion: 1 },
});
const admin: Actor = { kind: 'user', userId: 'a1', role: 'admin' };
const self: Actor = { kind: 'user', userId: 'u1', role: 'vendor' };

describe('role-grant process manager (vendor-accounts)', () => {
  const pm = roleGrantProcess('vendor-accounts', 'vendor');
  const when = (event: RecordedEvent) => pm.decide({ kind: 'event', event }, pm.initialState());

  it('opens the account at once when an admin grants the role', () => {
    expect(pm.instanceOf(registered(admin))).toBe('u1');
    expect(when(registered(admin))).toEqual({ commands: [{ type: 'OpenAccount', userId: 'u1', position: 42 }] });
  });

  it('gives a self sign-up time to write its own record, then opens one if it is still missing', () => {
    const decision = when(registered(self));
    expect(decision).toEqual({
      timeouts: [{ name: 'SignUpCompletion', dueAt: new Date(Date.parse(at) + SIGN_UP_COMPLETION_MS), data: { type: 'OpenAccount', userId: 'u1', position: 42 } }],
    });
    const fired = pm.decide({ kind: 'timeout', name: 'SignUpCompletion', data: decision.timeouts![0].data, dueAt: at }, pm.initialState());
    expect(fired).toEqual({ commands: [{ type: 'OpenAccount', userId: 'u1', position: 42 }] });
  });

  it('ignores other roles, sign-ups of someone else and system registrations', () => {
    expect(pm.instanceOf(registered(admin, 'customer'))).toBeNull();
    expect(pm.instanceOf(registered(self, 'customer'))).toBeNull();
    expect(pm.instanceOf(registered({ kind: 'user', userId: 'someone-else', role: 'vendor' }))).toBeNull();
    expect(pm.instanceOf(registered({ kind: 'system', reason: 'seed' }))).toBeNull();
  });
});

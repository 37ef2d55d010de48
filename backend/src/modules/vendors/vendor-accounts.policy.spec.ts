import { deciderSpec } from '../../platform/domain/decider.testing';
import { PROCESS_MANAGER_EVENT_TYPES, ProcessManagerRunner, processStream } from '../../platform/domain/process-manager';
import { DurableScheduler, SCHEDULER_EVENT_TYPES } from '../../platform/domain/scheduler';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { toNewEvents } from '../../platform/event-store/metadata';
import { SqliteEventStore } from '../../platform/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { IDENTITY_EVENT_TYPES, SignUpApplication, UserRegistered } from '../identity/identity.events';
import { OpenAccount, roleGrantProcess } from '../identity/role-grants';
import { vendorRecordFor } from './vendor-accounts.policy';
import { vendorDecider } from './vendors.decider';
import { VendorProfile } from './vendors.events';

// Given a supplier sign-up's UserRegistered (the application sealed in it), when the
// vendor-accounts process manager handles it, then the vendor record opens with the full profile.
const now = new Date('2026-11-23T10:00:00.000Z');
const sealed = (value: string) => `sealed:${value}`;
// The application as the process manager is handed it: personal data opened (EventCatalog.read).
const submitted: VendorProfile = {
  companyName: 'Malabar Spice Traders', businessType: 'Wholesaler', accountType: 'supplier', category: 'Wholesale', address: '12 Jew Town',
  city: 'Kochi', state: 'Kerala', pincode: '682002', contactPerson: 'Asha Rao', contactEmail: 'asha@example.com',
  contactPhone: '+919800000001', taxId: null, businessDescription: 'Pepper and cardamom', website: null, productCategories: ['Spices'],
};
// What the vendor stream must hold: every personal field sealed with the person's key again.
const profile: VendorProfile = {
  ...submitted, companyName: sealed('Malabar Spice Traders'), address: sealed('12 Jew Town'), city: sealed('Kochi'), state: sealed('Kerala'), pincode: sealed('682002'),
  contactPerson: sealed('Asha Rao'), contactEmail: sealed('asha@example.com'), contactPhone: sealed('+919800000001'), businessDescription: sealed('Pepper and cardamom'),
};
const application: SignUpApplication = { fields: { ...submitted }, documentId: 'doc-1.pdf' };
const user = { _id: 'v1', name: 'Asha Rao', email: 'asha@example.com', phone: '+919800000001', phoneVerified: true };
const signUp: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 'v1', role: 'vendor', name: 'n', email: 'e', phone: null, phoneVerified: true, invitationId: null, registeredAt: now.toISOString(), application },
};

describe('vendor-accounts process manager', () => {
  const pm = roleGrantProcess('vendor-accounts', 'vendor');

  it('opens the vendor record with the full profile the sign-up carried, its personal fields sealed', async () => {
    const store = new SqliteEventStore(':memory:');
    await store.append('user-v1', toNewEvents([signUp], { actor: { kind: 'user', userId: 'v1', role: 'vendor' }, correlationId: 'c1', causationId: 'c1', now }), 'no_stream');
    const [event] = await store.readStream('user-v1');
    await store.close();

    const decision = pm.decide({ kind: 'event', event }, pm.initialState());
    expect(decision).toEqual({ commands: [{ type: 'OpenAccount', userId: 'v1', position: event.position, application }] });

    const command = vendorRecordFor(user, (decision.commands![0] as OpenAccount).application, sealed);
    expect(command.type).toBe('RegisterVendor');
    deciderSpec(vendorDecider)
      .given([])
      .when({ type: 'RegisterVendor', data: { ...command.data, now } })
      .then([{ type: 'VendorRegistered', data: { ...profile, vendorId: 'v1', documentId: 'doc-1.pdf', phoneVerified: true, registeredAt: now.toISOString() } }]);
  });

  it('opens an empty profile from the account when the grant carried no application (Add User, a role change)', () => {
    const command = vendorRecordFor(user, undefined, sealed);
    expect(command).toMatchObject({ type: 'OpenVendorAccount', data: { vendorId: 'v1', companyName: sealed('Asha Rao'), contactEmail: sealed('asha@example.com'), documentId: null } });
  });

  it('decides nothing new when the same event is delivered again, in this process or another', async () => {
    const store = new SqliteEventStore(':memory:');
    const catalog = new EventCatalog().register(...PROCESS_MANAGER_EVENT_TYPES, ...SCHEDULER_EVENT_TYPES, ...IDENTITY_EVENT_TYPES);
    const sent: { command: OpenAccount; causationId: string }[] = [];
    const scheduler = new DurableScheduler(store, () => now);
    const runner = () =>
      new ProcessManagerRunner(pm, async (command, ctx) => void sent.push({ command, causationId: ctx.causationId }), { store, readStore: new MemoryReadStore(), catalog, scheduler });
    await store.append('user-v1', toNewEvents([signUp], { actor: { kind: 'user', userId: 'v1', role: 'vendor' }, correlationId: 'c1', causationId: 'c1', now }), 'no_stream');
    const [event] = await store.readStream('user-v1');

    const first = runner();
    await first.handle(event);
    await first.handle(event);
    await runner().handle(event);

    expect(sent).toEqual([{ command: { type: 'OpenAccount', userId: 'v1', position: event.position, application }, causationId: event.metadata.eventId }]);
    expect((await store.readStream(processStream('vendor-accounts', 'v1'))).map((e) => e.type)).toEqual(['ProcessInputHandled']);
    await scheduler.stop();
    await store.close();
  });
});

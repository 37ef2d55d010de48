import Database from 'better-sqlite3';
import { join } from 'node:path';
import { EventStore, EVENT_STORE } from '../../backend/src/platform/event-store/event-store.port';
import { KeyStore } from '../../backend/src/platform/personal-data/key-store';
import { ErasureEnforcer } from '../../backend/src/modules/identity/erasure-enforcer';
import { CREDENTIAL_STORE } from '../../backend/src/modules/identity/credential-store';
import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/projections/rebuild';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { CommandRunner } from '../../backend/src/platform/domain/command-runner';
import { systemContext } from '../../backend/src/platform/event-store/metadata';
import { PersonalDataCipher } from '../../backend/src/platform/personal-data/personal-data-cipher';
import { invitationStream } from '../../backend/src/modules/identity/identity.events';
import { invitationDecider } from '../../backend/src/modules/identity/invitation.decider';
import { invitationIdOf } from '../../backend/src/modules/identity/invitation.handlers';
import { eventually, startApp, TestApp } from '../support/app';
import { registerSupplier, supplierForm } from '../support/accounts';

describe('identity and onboarding', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const outboxCode = async (phone: string) => {
    const res = await t.http().get('/api/dev/outbox').expect(200);
    const message = res.body.find((m: any) => m.to === phone.replace(/\s+/g, ''));
    return message?.body.match(/\b(\d{6})\b/)?.[1] as string;
  };

  describe('phone OTP', () => {
    it('sends a 6-digit code through the SMS port and proves the phone at sign-up', async () => {
      const phone = '+91 90000 00001';
      const sent = await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      expect(sent.body).toMatchObject({ success: true, resendAfter: 60 });
      const code = await outboxCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const verified = await t.http().post('/api/auth/otp/verify').send({ phone, code }).expect(200);
      const signup = await t.http().post('/api/auth/signup').send({ name: 'Anita Desai', email: 'anita@example.in', phone, password: 'secret123', phoneVerificationToken: verified.body.phoneVerificationToken }).expect(201);
      expect(signup.body.user).toMatchObject({ name: 'Anita Desai', role: 'customer', phoneVerified: true });
    });

    it('does not take a verification token for another number', async () => {
      const phone = '+919000000002';
      await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      const verified = await t.http().post('/api/auth/otp/verify').send({ phone, code: await outboxCode(phone) }).expect(200);
      const res = await t.http().post('/api/auth/signup').send({ name: 'X', email: 'x2@example.in', phone: '+919000000099', password: 'secret123', phoneVerificationToken: verified.body.phoneVerificationToken }).expect(400);
      expect(res.body.errors).toEqual({ phone: 'Please verify your phone number' });
    });

    it('uses the spec messages, waits 60 seconds before a resend and caps wrong attempts', async () => {
      expect((await t.http().post('/api/auth/otp/send').send({}).expect(400)).body.errors).toEqual({ phone: 'Phone number is required' });
      expect((await t.http().post('/api/auth/otp/send').send({ phone: '123' }).expect(400)).body.errors).toEqual({ phone: 'Please enter a valid phone number' });
      const phone = '+919000000003';
      await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      const again = await t.http().post('/api/auth/otp/send').send({ phone }).expect(429);
      expect(again.body.retryAfter).toBeGreaterThan(0);
      expect(again.headers['retry-after']).toBe(String(again.body.retryAfter));
      expect((await t.http().post('/api/auth/otp/verify').send({ phone, code: '12' }).expect(400)).body.errors).toEqual({ code: 'Please enter the complete 6-digit verification code' });
      const right = await outboxCode(phone);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await t.http().post('/api/auth/otp/verify').send({ phone, code: wrong }).expect(400)).body.errors).toEqual({ code: 'Invalid verification code. Please try again.' });
      }
      await t.http().post('/api/auth/otp/verify').send({ phone, code: right }).expect(429);
    });
  });

  describe('suppliers', () => {
    it('registers a supplier with a document and lists them as Pending for the admin, then verifies them', async () => {
      const form = supplierForm();
      const res = await registerSupplier(t, form).expect(201);
      expect(res.body).toMatchObject({ message: 'Your supplier account has been created', supplier: { company_name: 'Sahyadri Agro Exports', email: form.contactEmail, status: 'Pending' }, user: { role: 'vendor' } });
      const id = res.body.supplier.id;
      const list = await t.http().get('/api/admin/vendors').query({ filter: '{"status":"Pending"}' }).set(admin).expect(200);
      expect(list.body.find((v: any) => v.id === id)).toMatchObject({ name: 'Sahyadri Agro Exports', category: 'Wholesale', status: 'Pending', products: 0, revenue: 0, hasDocument: true });
      const doc = await t.http().get(`/api/admin/vendors/${id}/document`).set(admin).expect(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      const verified = await t.http().put(`/api/admin/vendors/${id}`).set(admin).send({ status: 'Verified' }).expect(200);
      expect(verified.body.status).toBe('Verified');
    });

    it('checks the document by content, not by name', async () => {
      const res = await registerSupplier(t, supplierForm(), { content: Buffer.from('MZ\x90\x00 an executable'), name: 'gst.pdf' }).expect(400);
      expect(res.body.errors).toEqual({ document: 'The document must be a PDF, JPG, JPEG or PNG file' });
    });

    it('names every field with the spec messages and creates nothing', async () => {
      const before = (await t.http().get('/api/health')).body.position;
      const res = await registerSupplier(t, { productCategories: [] } as never, null).expect(400);
      expect(res.body.errors).toMatchObject({ companyName: 'Company name is required', pincode: 'Pincode is required', document: 'Please upload a GST certificate or company document', productCategories: 'Please select at least one product category' });
      expect((await t.http().get('/api/health')).body.position).toBe(before);
    });

    it('lets a vendor see and edit only their own profile, and never verify themselves', async () => {
      const mine = await registerSupplier(t).expect(201);
      const other = await registerSupplier(t).expect(201);
      const vendor = { Authorization: `Bearer ${mine.body.accessToken}` };
      const list = await t.http().get('/api/admin/vendors').set(vendor).expect(200);
      expect(list.body.map((v: any) => v.id)).toEqual([mine.body.supplier.id]);
      await t.http().get(`/api/admin/vendors/${other.body.supplier.id}`).set(vendor).expect(404); // out of scope reads as absent (no existence leak)
      const edited = await t.http().put(`/api/admin/vendors/${mine.body.supplier.id}`).set(vendor).send({ taxId: '27AABCS1234F1Z5', zipCode: '422011' }).expect(200);
      expect(edited.body).toMatchObject({ taxId: '27AABCS1234F1Z5', zipCode: '422011', status: 'Pending' });
      await t.http().put(`/api/admin/vendors/${mine.body.supplier.id}`).set(vendor).send({ status: 'Verified' }).expect(403);
      // Their own history, and nobody else's, even when they ask for it.
      const own = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ streamId: `vendor-${mine.body.supplier.id}` }) }).set(vendor).expect(200);
      expect(own.body.map((e: any) => e.type)).toEqual(['VendorRegistered', 'VendorProfileUpdated']);
      const theirs = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ streamId: `vendor-${other.body.supplier.id}` }) }).set(vendor).expect(200);
      expect(theirs.body).toEqual([]);
    });
  });

  describe('service providers', () => {
    it('signs up a provider with expertise and lets them set availability', async () => {
      const res = await t.http().post('/api/providers/signup').send({ name: 'Meena Interiors', email: 'meena@interiors.in', phone: '+919811112222', password: 'secret123', expertise: 'Interior design, Bangalore' }).expect(201);
      expect(res.body).toMatchObject({ message: 'Account created successfully', user: { role: 'provider' } });
      const provider = { Authorization: `Bearer ${res.body.accessToken}` };
      const updated = await t.http().put(`/api/admin/providers/${res.body.user.id}`).set(provider).send({ available: false, servicesOffered: ['Modular kitchens'], about: 'Twelve years of homes.' }).expect(200);
      expect(updated.body).toMatchObject({ available: false, servicesOffered: ['Modular kitchens'], expertise: 'Interior design, Bangalore' });
    });

    it('requires expertise', async () => {
      const res = await t.http().post('/api/providers/signup').send({ name: 'No Skill', email: 'noskill@example.in', phone: '+919811112223', password: 'secret123' }).expect(400);
      expect(res.body.errors).toEqual({ expertise: 'Expertise / Service Area is required' });
    });
  });

  describe('admins', () => {
    it('signs up a new admin only with an invitation, once', async () => {
      const invite = await t.http().post('/api/admin/invitations').set(admin).send({ email: 'deputy@bazaar.test' }).expect(201);
      const body = { code: invite.body.code, name: 'Deputy Admin', email: 'deputy@bazaar.test', password: 'tamarind-kettle-7', confirmPassword: 'tamarind-kettle-7' };
      expect((await t.http().post('/api/admin/invitations/accept').send({ ...body, email: 'someone@else.in' }).expect(400)).body.errors).toEqual({ email: 'This invitation was sent to another email address' });
      expect((await t.http().post('/api/admin/invitations/accept').send({ ...body, code: 'guessed' }).expect(400)).body.errors).toEqual({ code: 'This invitation is not valid' });
      await t.http().post('/api/admin/invitations/accept').send(body).expect(201);
      const login = await t.http().post('/api/auth/login').send({ email: 'deputy@bazaar.test', password: 'tamarind-kettle-7' }).expect(200);
      expect(login.body.user.role).toBe('admin');
      expect((await t.http().post('/api/admin/invitations/accept').send(body).expect(400)).body.errors).toEqual({ code: 'This invitation is not valid' });
      const list = await t.http().get('/api/admin/invitations').set(admin).expect(200);
      expect(list.body.find((i: any) => i.id === invite.body.id)).toMatchObject({ status: 'accepted', email: 'deputy@bazaar.test' });
      expect(JSON.stringify((await t.http().get('/api/admin/events').query({ filter: '{"type":"AdminInvited"}' }).set(admin)).body)).not.toContain(invite.body.code);
    });

    it('an invitation made before domains had one spelling (sealed as user@bücher.example) is accepted in either spelling', async () => {
      const code = `older-invitation-${Date.now()}`;
      const invitationId = invitationIdOf(code);
      const me = await t.http().get('/api/auth/me').set(admin).expect(200);
      const email = t.app.get(PersonalDataCipher).seal(invitationId, 'deputy2@b\u00fccher.example');
      const now = new Date();
      const data = { invitationId, email, invitedBy: me.body.id ?? me.body.user.id, expiresAt: new Date(now.getTime() + 86_400_000), now };
      await t.app.get(CommandRunner).run(invitationStream(invitationId), invitationDecider, { type: 'InviteAdmin', data }, systemContext('older invitation'));
      const body = { code, name: 'Second Deputy', email: 'deputy2@xn--bcher-kva.example', password: 'tamarind-kettle-8', confirmPassword: 'tamarind-kettle-8' };
      await t.http().post('/api/admin/invitations/accept').send(body).expect(201);
      const login = await t.http().post('/api/auth/login').send({ email: 'deputy2@b\u00fccher.example', password: 'tamarind-kettle-8' }).expect(200);
      expect(login.body.user).toMatchObject({ role: 'admin', email: 'deputy2@xn--bcher-kva.example' });
    });
  });

  describe('admin invitations', () => {
    it("refuses to invite an address that already has an account (its invitation could never be accepted), naming the field", async () => {
      await t.http().post('/api/auth/signup').send({ name: 'Kavya Nair', email: 'kavya.nair@example.in', password: 'monsoon-kettle-42' }).expect(201);
      const refused = await t.http().post('/api/admin/invitations').set(admin).send({ email: ' Kavya.Nair@example.in ' }).expect(409);
      expect(refused.body.errors).toEqual({ email: 'An account with this email already exists: make it an admin under Users instead' });
      const open = await t.http().get('/api/admin/invitations').set(admin).expect(200);
      expect(open.body.some((i: { email: string }) => i.email === 'kavya.nair@example.in')).toBe(false);
    });
  });

  describe('users in the back office', () => {
    it('refuses to let a body set role, approval or owner on sign-up', async () => {
      const res = await t.http().post('/api/auth/signup').send({ name: 'Mallory', email: 'mallory@example.in', password: 'secret123', role: 'admin', status: 'Verified', id: 'x' }).expect(201);
      expect(res.body.user.role).toBe('customer');
      expect(res.body.user.id).not.toBe('x');
    });

    it('adds a user with a role, changes it, and deactivating ends their sessions at once', async () => {
      const added = await t.http().post('/api/admin/users').set(admin).send({ name: 'Ops Vendor', email: 'ops@vendor.in', role: 'vendor', password: 'initial-pass' }).expect(201);
      expect(added.body).toMatchObject({ name: 'Ops Vendor', role: 'vendor', status: 'Active' });
      const login = await t.http().post('/api/auth/login').send({ email: 'ops@vendor.in', password: 'initial-pass' }).expect(200);
      const user = { Authorization: `Bearer ${login.body.accessToken}` };
      await t.http().get('/api/auth/me').set(user).expect(200);
      await t.http().put(`/api/admin/users/${added.body.id}`).set(admin).send({ status: 'Inactive' }).expect(200);
      await t.http().get('/api/auth/me').set(user).expect(401);
      await t.http().post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken }).expect(401);
      expect((await t.http().post('/api/auth/login').send({ email: 'ops@vendor.in', password: 'initial-pass' }).expect(401)).body.message).toBe('This account has been deactivated');
      // One save reactivates, renames and changes the role: the reactivation comes first, so the rename is allowed.
      const edited = await t.http().put(`/api/admin/users/${added.body.id}`).set(admin).send({ status: 'Active', role: 'provider', name: 'Ops Provider' }).expect(200);
      expect(edited.body).toMatchObject({ name: 'Ops Provider', role: 'provider', status: 'Active' });
      const again = await t.http().post('/api/auth/login').send({ email: 'ops@vendor.in', password: 'initial-pass' }).expect(200);
      expect(again.body.user.role).toBe('provider');
      const history = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ streamId: `user-${added.body.id}` }) }).set(admin).expect(200);
      expect(history.body.map((e: any) => e.type)).toEqual(['UserRegistered', 'UserDeactivated', 'UserReactivated', 'UserProfileUpdated', 'UserRoleChanged']);
    });

    it('opens a vendor or provider record when an admin gives someone that role (a process manager fed from the log)', async () => {
      const vendor = await t.http().post('/api/admin/users').set(admin).send({ name: 'Kaveri Traders', email: 'kaveri@traders.in', role: 'vendor', password: 'initial-pass' }).expect(201);
      const record = await eventually(async () => (await t.http().get(`/api/admin/vendors/${vendor.body.id}`).set(admin)).body.status && (await t.http().get(`/api/admin/vendors/${vendor.body.id}`).set(admin)).body);
      expect(record).toMatchObject({ name: 'Kaveri Traders', status: 'Pending', category: 'Wholesale', email: 'kaveri@traders.in' });

      const customer = await t.customerAuth('Ravi Plumber');
      await t.http().put(`/api/admin/users/${customer.userId}`).set(admin).send({ role: 'provider' }).expect(200);
      const provider = await eventually(async () => (await t.http().get(`/api/admin/providers/${customer.userId}`).set(admin)).body.name && (await t.http().get(`/api/admin/providers/${customer.userId}`).set(admin)).body);
      expect(provider).toMatchObject({ name: 'Ravi Plumber', expertise: '', available: true });
    });

    it('erases a person: unreadable in the log and in every read model, also after a rebuild', async () => {
      const signup = await t.http().post('/api/auth/signup').send({ name: 'Forget Me', email: 'forget.me@example.in', phone: '+919876500000', password: 'secret123' }).expect(201);
      const id = signup.body.user.id;
      await t.http().delete(`/api/admin/users/${id}`).set(admin).expect(200);
      await t.http().post('/api/auth/login').send({ email: 'forget.me@example.in', password: 'secret123' }).expect(401);

      const store = t.app.get<EventStore>(EVENT_STORE);
      const raw = JSON.stringify(await store.readStream(`user-${id}`));
      expect(raw).not.toContain('Forget Me');
      expect(raw).not.toContain('forget.me@example.in');

      const readStore = t.app.get<ReadStore>(READ_STORE);
      const everything = async () => {
        const names = await readStore.collectionNames();
        return JSON.stringify(await Promise.all(names.map((n) => readStore.collection(n).find({}))));
      };
      const check = async () => {
        const all = await everything();
        expect(all).not.toContain('Forget Me');
        expect(all).not.toContain('forget.me@example.in');
        const user = await t.http().get(`/api/admin/users/${id}`).set(admin).expect(200);
        expect(user.body).toMatchObject({ name: '[erased]', email: '[erased]', status: 'Erased' });
        const events = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ streamId: `user-${id}` }) }).set(admin).expect(200);
        expect(events.body[0].data).toMatchObject({ name: '[erased]', email: '[erased]', phone: '[erased]' });
      };
      await check();
      await rebuildProjections({ store, readStore, catalog: t.app.get(EventCatalog) }, t.app.get(ProjectionRegistry).all());
      await check();
    });

    it('applies erasures again after an older backup of the keys is restored', async () => {
      const signup = await t.http().post('/api/auth/signup').send({ name: 'Restored Ghost', email: 'ghost@example.in', password: 'secret123' }).expect(201);
      const id = signup.body.user.id;
      const keys = t.app.get(KeyStore);
      const oldKey = keys.get(id)!;
      const backupCheckpoint = keys.erasureCheckpoint();
      await t.http().delete(`/api/admin/users/${id}`).set(admin).expect(200);
      expect(keys.get(id)).toBeUndefined();

      // What restoring yesterday's keys.sqlite does: the key, no erasure record, an older checkpoint.
      const db = new Database(join(t.config.dataDir, 'keys.sqlite'));
      db.prepare('INSERT INTO person_keys (subject_id, key, created_at) VALUES (?, ?, ?)').run(id, oldKey, new Date().toISOString());
      db.prepare('DELETE FROM erased_subjects WHERE subject_id = ?').run(id);
      db.prepare('UPDATE log_checkpoint SET position = ?').run(backupCheckpoint);
      db.close();
      expect(keys.get(id)).toBeDefined();

      const enforcer = new ErasureEnforcer(t.app.get(EVENT_STORE), keys, t.config, t.app.get(CREDENTIAL_STORE)); // as at the next start
      enforcer.onApplicationBootstrap();
      await eventually(async () => keys.get(id) === undefined);
      await enforcer.onApplicationShutdown();
    });
  });
});

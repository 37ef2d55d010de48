import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { processStream } from '../../backend/src/platform/domain/process-manager';
import { toNewEvents } from '../../backend/src/platform/event-store/metadata';
import { PersonalDataCipher } from '../../backend/src/platform/personal-data/personal-data-cipher';
import { randomUUID } from 'node:crypto';
import { eventually, startApp, TestApp } from '../support/app';
import { PDF, providerAuth, registerSupplier, supplierForm } from '../support/accounts';

describe('admin Add Vendor (POST /api/admin/vendors)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>) => t.http().post('/api/admin/vendors').set(admin).send(body);
  const roleGrantHandled = async (id: string) => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    return eventually(async () => (await store.readStream(processStream('vendor-accounts', id))).some((e) => e.type === 'ProcessInputHandled'));
  };

  it('creates the user and a correct vendor record with the chosen category, and no 409', async () => {
    const res = await add({ name: 'Deccan Retail Mart', category: 'Retail', email: 'mart@deccan.in', contactPerson: 'Meera Kulkarni', password: 'initial-pass' }).expect(201);

    expect(res.body).toMatchObject({ name: 'Deccan Retail Mart', category: 'Retail', status: 'Pending', email: 'mart@deccan.in' });
    // The role grant's process manager has run too: the record is still the registered one.
    await roleGrantHandled(res.body.id);
    const record = await t.http().get(`/api/admin/vendors/${res.body.id}`).set(admin).expect(200);
    expect(record.body).toMatchObject({ name: 'Deccan Retail Mart', category: 'Retail', status: 'Pending' });
    const login = await t.http().post('/api/auth/login').send({ email: 'mart@deccan.in', password: 'initial-pass' }).expect(200);
    expect(login.body.user).toMatchObject({ role: 'vendor', id: res.body.id });
  });

  it('decides once: the account\'s UserRegistered carries the application and the process manager opens the full record from it', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await add({ name: `Konkan Wholesale ${i}`, category: 'Wholesale', email: `konkan${i}@wholesale.in`, password: 'initial-pass' }).expect(201);
      await roleGrantHandled(res.body.id);
      const record = await t.http().get(`/api/admin/vendors/${res.body.id}`).set(admin).expect(200);
      expect(record.body).toMatchObject({ name: `Konkan Wholesale ${i}`, category: 'Wholesale' });
      const store = t.app.get<EventStore>(EVENT_STORE);
      const [opened] = await store.readStream(`vendor-${res.body.id}`);
      const [registration] = await store.readStream(`user-${res.body.id}`);
      expect(registration.data).toHaveProperty('application');
      expect(opened.metadata.causationId).toBe(registration.metadata.eventId);
      // The History shows the record's own fields once, not the application as one object.
      const history = await t.http().get(`/api/admin/vendors/${res.body.id}/history`).set(admin).expect(200);
      const fields = (history.body as { changes: { field: string }[] }[]).flatMap((entry) => entry.changes.map((c) => c.field));
      expect(fields).toContain('name');
      expect(fields).not.toContain('application');
    }
  });

  it('refuses a taken e-mail with 409 naming the field, and creates nothing', async () => {
    await add({ name: 'First Co', category: 'Retail', email: 'same@vendor.in', password: 'initial-pass' }).expect(201);
    const before = (await t.http().get('/api/admin/vendors').set(admin).expect(200)).body.length;

    const again = await add({ name: 'Second Co', category: 'Retail', email: 'same@vendor.in', password: 'initial-pass' }).expect(409);

    expect(again.body.errors).toHaveProperty('email');
    expect((await t.http().get('/api/admin/vendors').set(admin).expect(200)).body.length).toBe(before);
  });

  it('a supplier registering as "both" (wholesale and retail) is category Both in the list, the record and its History; Add Vendor offers Both too', async () => {
    const res = await registerSupplier(t, supplierForm({ companyName: 'Bengal Loom Works', contactEmail: 'both@bengal-loom.in', accountType: 'both' })).expect(201);
    const id = res.body.user.id as string;
    const record = await eventually(async () => (await t.http().get(`/api/admin/vendors/${id}`).set(admin)).body);
    expect(record).toMatchObject({ name: 'Bengal Loom Works', accountType: 'both', category: 'Both' });
    const listed = await t.http().get('/api/admin/vendors').query({ filter: JSON.stringify({ category: 'Both' }) }).set(admin).expect(200);
    expect(listed.body.map((v: { id: string }) => v.id)).toContain(id);
    const history = await t.http().get(`/api/admin/vendors/${id}/history`).set(admin).expect(200);
    const categories = (history.body as { changes: { field: string; after: unknown }[] }[]).flatMap((e) => e.changes.filter((c) => c.field === 'category').map((c) => c.after));
    expect(categories).toEqual(['Both']);
    const added = await add({ name: 'Two Way Traders', category: 'Both', email: 'two@way.in', password: 'initial-pass' }).expect(201);
    expect(added.body).toMatchObject({ category: 'Both', accountType: 'both' });
  });

  it('refuses a category outside the list and a missing name with 400 naming the field', async () => {
    expect((await add({ name: 'X', category: 'Everything', email: 'x@vendor.in', password: 'initial-pass' }).expect(400)).body.errors).toHaveProperty('category');
    expect((await add({ category: 'Retail', email: 'y@vendor.in', password: 'initial-pass' }).expect(400)).body.errors).toHaveProperty('name');
  });

  it('verifies a vendor, and refuses to take a verified one back to Pending with 409, changing nothing', async () => {
    const res = await add({ name: 'Status Foods', category: 'Retail', email: 'status@foods.in', password: 'initial-pass' }).expect(201);
    await t.http().put(`/api/admin/vendors/${res.body.id}`).set(admin).send({ status: 'Verified' }).expect(200);

    const back = await t.http().put(`/api/admin/vendors/${res.body.id}`).set(admin).send({ status: 'Pending', city: 'Mysuru' }).expect(409);

    expect(back.body).toMatchObject({ message: 'A verified vendor cannot go back to Pending', errors: { status: 'A verified vendor cannot go back to Pending' } });
    const record = await t.http().get(`/api/admin/vendors/${res.body.id}`).set(admin).expect(200);
    expect(record.body.status).toBe('Verified');
    expect(record.body.city).not.toBe('Mysuru');
  });

  it('is refused to a vendor', async () => {
    const vendorLogin = await add({ name: 'Role Check', category: 'Retail', email: 'role@vendor.in', password: 'initial-pass' }).expect(201);
    const login = await t.http().post('/api/auth/login').send({ email: 'role@vendor.in', password: 'initial-pass' }).expect(200);
    expect(vendorLogin.body.id).toBe(login.body.user.id);
    await t.http().post('/api/admin/vendors').set({ Authorization: `Bearer ${login.body.accessToken}` }).send({ name: 'Nope', category: 'Retail', email: 'nope@vendor.in', password: 'initial-pass' }).expect(403);
  });

  it('lets a supplier whose contact person has the form\'s longest name (120) save it unchanged, on their profile and by an admin', async () => {
    const longName = `Venkataraghavan ${'Subramaniam '.repeat(9)}`.trim().slice(0, 120);
    expect(longName).toHaveLength(120);
    const registered = await registerSupplier(t, supplierForm({ contactPerson: longName, email: `long-name-${Date.now()}@bazaar.test` })).expect(201);
    const vendor = { Authorization: `Bearer ${registered.body.accessToken}` };
    await t.http().put('/api/me/profile').set(vendor).send({ name: longName }).expect(200);
    await t.http().put(`/api/admin/users/${registered.body.user.id}`).set(await t.adminAuth()).send({ name: longName }).expect(200);
    const tooLong = await t.http().put('/api/me/profile').set(vendor).send({ name: `${longName}x` }).expect(400);
    expect(tooLong.body.errors).toEqual({ name: 'Name must be at most 120 characters' });
  });

  it("takes a valid GSTIN as the vendor's tax id (kept in upper case), refuses anything else with 400 on taxId, and still reads an older free-text one", async () => {
    const registered = await registerSupplier(t).expect(201); // in Nashik, Maharashtra
    const id = registered.body.supplier.id;
    const me = { Authorization: `Bearer ${registered.body.accessToken}` };
    const edit = (body: Record<string, unknown>) => t.http().put(`/api/admin/vendors/${id}`).set(me).send(body);
    for (const bad of ['27AAPFU0939F1ZW', 'GST applied for', '27AAPFU0939F1Z', 42]) {
      expect((await edit({ taxId: bad }).expect(400)).body.errors).toEqual({ taxId: 'Please enter a valid 15-character GSTIN' });
    }
    expect((await edit({ taxId: ' 27aapfu0939f1zv ' }).expect(200)).body).toMatchObject({ taxId: '27AAPFU0939F1ZV' });
    // Another state's GSTIN would put the wrong taxes on the invoice (CGST + SGST or IGST follow the seller's state).
    expect((await edit({ taxId: '29AAGCB7383J1Z4' }).expect(400)).body.errors).toEqual({
      taxId: 'This GSTIN is registered in Karnataka (29), not in Maharashtra: use the GSTIN of the state you sell from',
    });
    expect((await edit({ state: 'Karnataka' }).expect(400)).body.errors).toEqual({
      state: 'This GSTIN is registered in Maharashtra (27), not in Karnataka: use the GSTIN of the state you sell from',
    });
    expect((await edit({ taxId: '29AAGCB7383J1Z4', state: 'Karnataka', city: 'Bengaluru' }).expect(200)).body).toMatchObject({ taxId: '29AAGCB7383J1Z4', state: 'Karnataka' });
    expect((await edit({ taxId: '' }).expect(200)).body).toMatchObject({ taxId: '' });

    // A tax id recorded before the rule, as it was typed: still read, and other edits still taken.
    const cipher = t.app.get(PersonalDataCipher);
    const older = { type: 'VendorProfileUpdated', data: { vendorId: id, changes: { taxId: cipher.seal(id, 'GST applied for') }, updatedAt: new Date().toISOString() } };
    await t.app.get<EventStore>(EVENT_STORE).append(`vendor-${id}`, toNewEvents([older], { actor: { kind: 'user', userId: id, role: 'vendor' }, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() }), 'any');
    await eventually(async () => (await t.http().get(`/api/admin/vendors/${id}`).set(me)).body.taxId === 'GST applied for');
    expect((await edit({ city: 'Mysuru' }).expect(200)).body).toMatchObject({ taxId: 'GST applied for', city: 'Mysuru' });
  });

  it("answers another vendor's record, document and edit alike: 404, as an unknown vendor", async () => {
    const mine = await registerSupplier(t).expect(201);
    const theirs = await registerSupplier(t).expect(201);
    const me = { Authorization: `Bearer ${mine.body.accessToken}` };
    const other = theirs.body.supplier.id;
    for (const id of [other, randomUUID()]) {
      await t.http().get(`/api/admin/vendors/${id}`).set(me).expect(404);
      await t.http().get(`/api/admin/vendors/${id}/document`).set(me).expect(404, { statusCode: 404, message: 'Vendor not found' });
      await t.http().put(`/api/admin/vendors/${id}`).set(me).send({ city: 'Pune' }).expect(404, { statusCode: 404, message: 'Vendor not found' });
    }
    await t.http().get(`/api/admin/vendors/${mine.body.supplier.id}/document`).set(me).expect(200);
  });
});

describe('erasing a vendor', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  it('seals the business under the person\'s key: after erasure nothing identifying is readable, the document no longer downloads and its file is gone', async () => {
    const form = supplierForm({ companyName: 'Nilgiri Tea Estates', address: '14 Coonoor Road', city: 'Ooty', businessDescription: 'Single-estate teas', website: 'https://nilgiri-tea.example' });
    const registered = await registerSupplier(t, form).expect(201);
    const id = registered.body.supplier.id as string;
    const before = await t.http().get(`/api/admin/vendors/${id}`).set(admin).expect(200);
    expect(before.body).toMatchObject({ name: 'Nilgiri Tea Estates', city: 'Ooty' });
    await t.http().get(`/api/admin/vendors/${id}/document`).set(admin).expect(200);
    const store = t.app.get<EventStore>(EVENT_STORE);
    // The vendor stream and the account's registration (which carries the application) alike.
    const raw = JSON.stringify([...(await store.readStream(`vendor-${id}`)), ...(await store.readStream(`user-${id}`))]);
    for (const clear of ['Nilgiri Tea Estates', '14 Coonoor Road', 'Single-estate teas', 'nilgiri-tea.example', 'Ooty']) expect(raw).not.toContain(clear);
    const uploads = join(t.config.dataDir, 'uploads');
    expect(readdirSync(uploads)).toHaveLength(1);

    await t.http().delete(`/api/admin/users/${id}`).set(admin).expect(200);

    const after = await t.http().get(`/api/admin/vendors/${id}`).set(admin).expect(200);
    expect(after.body).toMatchObject({ name: '[erased]', city: '[erased]', email: '[erased]' });
    await t.http().get(`/api/admin/vendors/${id}/document`).set(admin).expect(404);
    await eventually(async () => readdirSync(uploads).length === 0);
  });

  it('takes a website without https:// and stores it with https:// added; refuses what is no address', async () => {
    const registered = await registerSupplier(t, supplierForm({ companyName: 'Ratnagiri Orchards', website: 'ratnagiri.example' })).expect(201);
    const vendor = await t.http().get(`/api/admin/vendors/${registered.body.supplier.id}`).set(admin).expect(200);
    expect(vendor.body.website).toBe('https://ratnagiri.example');
    const refused = await registerSupplier(t, supplierForm({ website: 'ratnagiri' })).expect(400);
    expect(refused.body.errors).toEqual({ website: 'Please enter a valid website address (https://...)' });
  });
});

describe('a supplier sign-up whose request died right after its one append', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  it('still ends with the vendor record and the submitted profile, opened by the process manager from the registration alone', async () => {
    const vendorId = randomUUID();
    const cipher = t.app.get(PersonalDataCipher);
    const seal = (value: string) => cipher.seal(vendorId, value);
    const submitted = {
      companyName: 'Wayanad Coffee Growers', businessType: 'Grower', accountType: 'supplier', category: 'Wholesale', address: '3 Estate Road', city: 'Kalpetta', state: 'Kerala',
      pincode: '673121', contactPerson: 'Ravi Menon', contactEmail: 'ravi@wayanad.example', contactPhone: '+919800000042', taxId: null, businessDescription: 'Shade-grown arabica',
      website: null, productCategories: ['Coffee'],
    };
    const sealed = Object.fromEntries(Object.entries(submitted).map(([k, v]) => [k, typeof v === 'string' && !['businessType', 'accountType', 'category'].includes(k) ? seal(v) : v]));
    // Only what the request appends (the registration, with its application); nothing else runs for it.
    const registration = {
      type: 'UserRegistered',
      data: {
        userId: vendorId, role: 'vendor', name: seal('Ravi Menon'), email: seal('ravi@wayanad.example'), phone: null, phoneVerified: false, invitationId: null,
        registeredAt: new Date().toISOString(), application: { fields: sealed, documentId: null },
      },
    };
    const store = t.app.get<EventStore>(EVENT_STORE);
    await store.append(`user-${vendorId}`, toNewEvents([registration], { actor: { kind: 'user', userId: vendorId, role: 'vendor' }, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() }), 'no_stream');

    const record = await eventually(async () => {
      const res = await t.http().get(`/api/admin/vendors/${vendorId}`).set(admin);
      return res.status === 200 ? res.body : null;
    });

    expect(record).toMatchObject({
      name: 'Wayanad Coffee Growers', businessType: 'Grower', address: '3 Estate Road', city: 'Kalpetta', state: 'Kerala', zipCode: '673121', contactPerson: 'Ravi Menon',
      email: 'ravi@wayanad.example', businessDescription: 'Shade-grown arabica', productCategories: ['Coffee'], status: 'Pending',
    });
  });

  it('a "both" account recorded before Both existed (category Wholesale in its events) reads Both in the record and its History', async () => {
    const vendorId = randomUUID();
    const cipher = t.app.get(PersonalDataCipher);
    const seal = (value: string) => cipher.seal(vendorId, value);
    const fields = {
      companyName: seal('Old Bengal Loom'), businessType: 'Wholesaler', accountType: 'both', category: 'Wholesale', address: seal('9 Bentinck Street'), city: seal('Kolkata'), state: seal('West Bengal'),
      pincode: seal('700073'), contactPerson: seal('Debashish Ghosh'), contactEmail: seal('old@bengal.example'), contactPhone: seal('+919800000043'), taxId: null, businessDescription: null,
      website: null, productCategories: ['Other'],
    };
    const registration = {
      type: 'UserRegistered',
      data: { userId: vendorId, role: 'vendor', name: seal('Debashish Ghosh'), email: seal('old@bengal.example'), phone: null, phoneVerified: false, invitationId: null, registeredAt: new Date().toISOString(), application: { fields, documentId: null } },
    };
    const store = t.app.get<EventStore>(EVENT_STORE);
    await store.append(`user-${vendorId}`, toNewEvents([registration], { actor: { kind: 'user', userId: vendorId, role: 'vendor' }, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() }), 'no_stream');
    const record = await eventually(async () => {
      const res = await t.http().get(`/api/admin/vendors/${vendorId}`).set(admin);
      return res.status === 200 ? res.body : null;
    });
    expect(record).toMatchObject({ name: 'Old Bengal Loom', accountType: 'both', category: 'Both' });
    const history = await t.http().get(`/api/admin/vendors/${vendorId}/history`).set(admin).expect(200);
    expect(JSON.stringify(history.body)).not.toContain('"Wholesale"');
  });
});

describe('uploads no vendor in the log references', () => {
  it('are removed on start; referenced and fresh ones stay', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-orphans-'));
    try {
      const first = await startApp({ dataDir });
      const kept = await registerSupplier(first, supplierForm(), { content: PDF, name: 'gst.pdf' }).expect(201);
      const provider = await providerAuth(first);
      await first.http().post(`/api/admin/providers/${provider.userId}/document`).set({ Authorization: provider.Authorization }).attach('document', PDF, 'licence.pdf').expect(201);
      await first.close();
      const uploads = join(dataDir, 'uploads');
      const referencedFiles = readdirSync(uploads);
      expect(referencedFiles).toHaveLength(2); // the vendor's and the provider's document
      const orphan = '11111111-2222-4333-8444-555555555555.pdf';
      const fresh = '66666666-7777-4888-8999-000000000000.pdf';
      writeFileSync(join(uploads, orphan), PDF);
      writeFileSync(join(uploads, fresh), PDF);
      const hourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(join(uploads, orphan), hourAgo, hourAgo);
      for (const file of referencedFiles) utimesSync(join(uploads, file), hourAgo, hourAgo);

      const second = await startApp({ dataDir });
      try {
        expect(existsSync(join(uploads, orphan))).toBe(false);
        for (const file of referencedFiles) expect(existsSync(join(uploads, file))).toBe(true);
        expect(existsSync(join(uploads, fresh))).toBe(true); // may still be a sign-up in flight
        const admin = await second.adminAuth();
        await second.http().get(`/api/admin/vendors/${kept.body.supplier.id}/document`).set(admin).expect(200);
        await second.http().get(`/api/admin/providers/${provider.userId}/document`).set(admin).expect(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

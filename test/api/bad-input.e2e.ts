import { startApp, TestApp } from '../support/app';
import { providerAuth, registerSupplier, supplierForm, vendorAuth } from '../support/accounts';

/** Issue 8 item 4: bad input gets a 400 naming the field, and nothing changes. */
describe('bad input: 400 naming the field, never 500', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  }, 60_000);
  afterAll(() => t.close());

  const head = async () => (await t.http().get('/api/admin/events').query({ sort: '["position","DESC"]', range: '[0,0]' }).set(admin).expect(200)).body[0]?.id;

  it.each([
    [1e-7, 'Current rate must be a number with at most 2 decimals'],
    [0.005, 'Current rate must be a number with at most 2 decimals'],
    [1e306, 'Current rate must be at most ₹1,00,00,00,000'],
    ['12', 'Current rate must be a number with at most 2 decimals'],
    [null, 'Current rate must be a number with at most 2 decimals'],
  ])('refuses a rate of %p', async (currentRate, message) => {
    const before = await head();
    const add = await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Jeera', category: 'spices', currentRate }).expect(400);
    expect(add.body.errors).toEqual({ currentRate: message });
    expect(await head()).toBe(before);
  });

  it("answers an address the router cannot read, or one too long for Node's 16 KB, in the API's error shape", async () => {
    const bad = await t.http().get('/api/products/%').expect(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'The address is not valid', errors: { url: 'The address is not valid' } });
    const ids = Array.from({ length: 1000 }, (_, i) => `0000000${i}`.slice(-8) + '-0000-7000-8000-000000000000');
    const long = await t.http().get('/api/admin/users').query({ filter: JSON.stringify({ id: ids }) }).set(admin).expect(431);
    expect(long.body).toEqual({ statusCode: 431, message: expect.stringMatching(/16 KB/), errors: { url: expect.stringMatching(/16 KB/) } });
  });

  it('refuses a bad amount on an edit and a daily update the same way', async () => {
    const id = (await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Ajwain', category: 'spices', currentRate: 300 }).expect(201)).body.id;
    expect((await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 1e-7 }).expect(400)).body.errors).toEqual({ currentRate: 'Current rate must be a number with at most 2 decimals' });
    const daily = await t.http().post('/api/admin/rates/daily').set(admin).send({ changes: [{ id, currentRate: 1e306 }] }).expect(400);
    expect(daily.body.errors).toEqual({ 'changes.0.currentRate': 'Current rate must be at most ₹1,00,00,00,000' });
    expect((await t.http().put('/api/admin/currency-rates/USD').set(admin).send({ unitsPerRupee: 1e-9 }).expect(400)).body.errors).toEqual({ unitsPerRupee: 'Exchange rate must be a number with at most 6 decimals' });
  });

  it('refuses tiny amounts instead of storing them as 0', async () => {
    const vendor = await vendorAuth(t);
    const before = await head();
    expect((await t.http().put('/api/admin/currency-rates/USD').set(admin).send({ unitsPerRupee: 1e-300 }).expect(400)).body.errors).toEqual({ unitsPerRupee: 'Exchange rate must be a number with at most 6 decimals' });
    const product = { name: 'Kesar Mango', category: 'retail', subcategory: 'bakery', price: 1e-9, stock: 1, quantity: 1, unit: 'kg', vendorId: vendor.userId };
    expect((await t.http().post('/api/admin/products').set(admin).send(product).expect(400)).body.errors).toEqual({ price: 'Price must be a number with at most 2 decimals' });
    expect((await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Hing', category: 'spices', currentRate: 100.000000001 }).expect(400)).body.errors).toEqual({ currentRate: 'Current rate must be a number with at most 2 decimals' });
    expect(await head()).toBe(before);
  });

  it('refuses impossible dates in back-office filters instead of rolling them forward', async () => {
    const message = (field: string) => `${field} must be a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±hh:mm]`;
    const enquiries = await t.http().get('/api/admin/enquiries').query({ filter: JSON.stringify({ submittedAt_gte: '2026-02-30' }) }).set(admin).expect(400);
    expect(enquiries.body.errors).toEqual({ submittedAt_gte: message('submittedAt_gte') });
    const rates = await t.http().get('/api/admin/rates').query({ filter: JSON.stringify({ date: '2026-11-31' }) }).set(admin).expect(400);
    expect(rates.body.errors).toEqual({ date: message('date') });
    await t.http().get('/api/admin/rates').query({ filter: JSON.stringify({ date: '2026-11-30' }) }).set(admin).expect(200);
    const revenue = await t.http().get('/api/admin/revenue').query({ from: '2026-02-30', to: '2026-03-01' }).set(admin).expect(400);
    expect(revenue.body.errors).toEqual({ from: 'From must be a date as YYYY-MM-DD' });
  });

  it.each([
    ['/api/rates', { 'category[]': 'fruits' }, 'category[]'],
    ['/api/rates', { 'q[$gt]': '' }, 'q[$gt]'],
    ['/api/search', { 'q[$ne]': '1' }, 'q[$ne]'],
    ['/api/products', { vendorId: 'x' }, 'vendorId'],
    ['/api/services', { _: '1' }, '_'],
  ])('refuses the unknown query key on %s %j, naming it', async (path, query, key) => {
    const res = await t.http().get(path).query(query).expect(400);
    expect(res.body.errors).toEqual({ [key]: `${key} is not a parameter here` });
  });

  it.each([
    ['/api/currency-rates', { perPage: '100000' }, 'perPage'],
    ['/api/me/coupons', { page: '2' }, 'page'],
    ['/api/me/cart', { _: '1' }, '_'],
    ['/api/me/notifications/stream', { userId: 'someone-else' }, 'userId'],
    ['/api/admin/analytics', { limit: '5' }, 'limit'],
  ])('refuses any query key on %s, which lists none, naming it', async (path, query, key) => {
    const caller = path.startsWith('/api/admin') ? admin : { Authorization: (await t.customerAuth()).Authorization };
    const res = await t.http().get(path).query(query).set(caller).expect(400);
    expect(res.body.errors).toEqual({ [key]: `${key} is not a parameter here` });
  });

  it.each([1_000_000.01, 1e9, 1e12])('refuses a service price of %s naming the highest it takes, whatever the size', async (price) => {
    const provider = await providerAuth(t);
    const service = { name: 'Deep cleaning', category: 'handyman', description: 'Whole-flat cleaning', price, duration: '2 hours', cities: ['Pune'] };
    const res = await t.http().post('/api/admin/services').set({ Authorization: provider.Authorization }).send(service).expect(400);
    expect(res.body.errors).toEqual({ price: 'Price must be at most ₹10,00,000' });
  });

  it('refuses an unknown query key on back-office lists and records too', async () => {
    const res = await t.http().get('/api/admin/rates').query({ filter: '{}', page: '2' }).set(admin).expect(400);
    expect(res.body.errors).toEqual({ page: 'page is not a parameter here' });
  });

  it.each(['1e300', '9007199254740993', '100001', '0', '1.5'])('refuses page=%s on the public rate list', async (page) => {
    const res = await t.http().get('/api/rates').query({ page }).expect(400);
    expect(res.body.errors).toEqual({ page: 'Page must be a whole number from 1 to 100000' });
  });

  it('refuses {"name": null} on user, vendor and provider edits', async () => {
    const vendor = await vendorAuth(t);
    const before = await head();
    expect((await t.http().put(`/api/admin/users/${vendor.userId}`).set(admin).send({ name: null }).expect(400)).body.errors).toEqual({ name: 'Name is required' });
    expect((await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ name: null }).expect(400)).body.errors).toEqual({ name: 'Business name is required' });
    expect(await head()).toBe(before);
  });

  const mango = { name: 'Kesar Mango', category: 'wholesale', subcategory: 'fruits', price: 3200, stock: 40, quantity: 3 };

  it.each([
    ['name', 'Name is required'],
    ['subcategory', 'Subcategory is required'],
    ['unit', 'Unit must be text'],
    ['category', 'Category must be wholesale or retail'],
    ['stock', 'Stock must be a whole number'],
    ['cities', 'Cities must be a list'],
  ])('refuses a product with %s null, on create and on edit', async (field, message) => {
    const vendor = await vendorAuth(t);
    const id = (await t.http().post('/api/admin/products').set(admin).send({ ...mango, vendorId: vendor.userId }).expect(201)).body.id;
    const before = await head();
    expect((await t.http().post('/api/admin/products').set(admin).send({ ...mango, vendorId: vendor.userId, [field]: null }).expect(400)).body.errors).toEqual({ [field]: message });
    expect((await t.http().put(`/api/admin/products/${id}`).set(admin).send({ [field]: null }).expect(400)).body.errors).toEqual({ [field]: message });
    expect(await head()).toBe(before);
  });

  it('refuses null for a rate\'s name, category or unit, naming that field', async () => {
    const id = (await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Kalonji', category: 'spices', currentRate: 300 }).expect(201)).body.id;
    const before = await head();
    expect((await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ productName: null }).expect(400)).body.errors).toEqual({ productName: 'Product name is required' });
    expect((await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ category: null, unit: null }).expect(400)).body.errors).toEqual({ category: 'Category must be text', unit: 'Unit must be text' });
    expect((await t.http().post('/api/admin/rates').set(admin).send({ productName: null, category: 'spices', currentRate: 1 }).expect(400)).body.errors).toEqual({ productName: 'Product name is required' });
    expect(await head()).toBe(before);
  });

  it('refuses a blank or null user name, and a null role or status', async () => {
    const vendor = await vendorAuth(t);
    const before = await head();
    for (const name of ['   ', '\t', ''])
      expect((await t.http().put(`/api/admin/users/${vendor.userId}`).set(admin).send({ name }).expect(400)).body.errors).toEqual({ name: 'Name is required' });
    expect((await t.http().put(`/api/admin/users/${vendor.userId}`).set(admin).send({ role: null, status: null }).expect(400)).body.errors).toEqual({
      role: expect.stringMatching(/^Role must be one of/),
      status: 'Status must be Active or Inactive',
    });
    expect(await head()).toBe(before);
    const renamed = await t.http().put(`/api/admin/users/${vendor.userId}`).set(admin).send({ name: '  Asha Rao  ' }).expect(200);
    expect(renamed.body.name).toBe('Asha Rao');
  });

  it('refuses control and text-direction characters in names, naming the field; Indian scripts and punctuation pass', async () => {
    const customer = await t.customerAuth();
    const before = await head();
    for (const name of ['Dave\u0000Test', 'Dave\u202eTest', 'Ann\u2066a\u2069', 'Line\nBreak', 'Esc\u001b[31m', 'C1\u0085x', 'Ravi\u202dKumar', 'Ravi\u200eKumar', 'Ravi\u200fKumar', 'Ravi\u061cKumar', 'Ravi\u200bKumar', 'Ravi\u2060Kumar', 'Ravi\ufeffKumar', 'Ra\u00advi', 'Ravi\u{e0041}', 'Ravi\u2028Kumar'])
      expect((await t.http().put('/api/me/profile').set(customer).send({ name }).expect(400)).body.errors).toEqual({ name: 'Name must not contain control or text-direction characters' });
    expect((await t.http().post('/api/auth/signup').send({ name: 'Mallory\u202e', email: `rlo.${Date.now()}@bazaar.test`, password: 'tamarind-kettle-42' }).expect(400)).body.errors).toEqual({
      name: 'Name must not contain control or text-direction characters',
    });
    expect(await head()).toBe(before);
    // Real words written with the joiners Indian scripts need: Malayalam's chillu (ZWJ), Hindi's visible virama (ZWNJ), Kannada's arkavattu (ZWJ); and an emoji sequence.
    const joined = ['\u0d05\u0d35\u0d28\u0d4d\u200d', '\u0936\u0941\u0926\u094d\u200c\u0927', '\u0c95\u0cbe\u0cb0\u0ccd\u200d\u0caf', 'Asha \u{1f469}\u200d\u{1f33e}'];
    for (const name of ['राम कुमार', "D'Souza-Pereira Jr.", 'ஸ்ரீ லக்ஷ்மி', 'क्‍षितिज', 'محمد علي', ...joined])
      expect((await t.http().put('/api/me/profile').set(customer).send({ name }).expect(200)).body.name).toBe(name);
  });

  const RLO = 'must not contain control or text-direction characters';

  it('refuses control and text-direction characters in supplier registration, naming each field; the description keeps its line breaks', async () => {
    const before = await head();
    const res = await registerSupplier(t, supplierForm({ contactPerson: 'Ravi\u202eKumar', companyName: 'Acme\u202e Foods', city: 'Nashik\u0000', address: 'Plot\u2066 12', businessDescription: 'Mangoes\u0007' })).expect(400);
    expect(res.body.errors).toEqual({
      contactPerson: `Contact person name ${RLO}`,
      companyName: `Company name ${RLO}`,
      city: `City ${RLO}`,
      address: `Address ${RLO}`,
      businessDescription: `Business description ${RLO}`,
    });
    expect(await head()).toBe(before);
    await registerSupplier(t, supplierForm({ contactPerson: 'राम कुमार', businessDescription: 'Mangoes\n\tand grapes\r\nfrom Nashik' })).expect(201);
  });

  it('refuses control and text-direction characters in vendor and provider profile fields, naming the field', async () => {
    const vendor = await vendorAuth(t);
    const provider = await providerAuth(t);
    const before = await head();
    const vendorEdit = await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ name: 'Nashik\u202e Fresh', city: 'Pune\u0085', state: 'MH\u001b', address: 'Lane\u2069 4' }).expect(400);
    expect(vendorEdit.body.errors).toEqual({ name: `Business name ${RLO}`, city: `City ${RLO}`, state: `State ${RLO}`, address: `Address ${RLO}` });
    const put = (body: object) => t.http().put(`/api/admin/providers/${provider.userId}`).set(provider).send(body).expect(400);
    expect((await put({ name: 'Ganesh\u202e' })).body.errors).toEqual({ name: `Name ${RLO}` });
    expect((await put({ expertise: 'Moving\u202e\u0000' })).body.errors).toEqual({ expertise: `Expertise / Service Area ${RLO}` });
    expect((await put({ serviceArea: 'Pune\u0000', servicesOffered: ['Wiring\u202e'], about: 'Ten years\u202e' })).body.errors).toEqual({
      serviceArea: `Service area ${RLO}`,
      servicesOffered: `Services offered ${RLO}`,
      about: `About ${RLO}`,
    });
    expect((await t.http().post('/api/providers/signup').send({ name: 'Mover', email: `mover.${Date.now()}@example.in`, phone: '+919812345670', password: 'secret123', expertise: 'Moving\u202e' }).expect(400)).body.errors).toEqual({
      expertise: `Expertise / Service Area ${RLO}`,
    });
    expect(await head()).toBe(before);
    await t.http().put(`/api/admin/providers/${provider.userId}`).set(provider).send({ name: 'गणेश', about: 'Ten years\nof wiring' }).expect(200);
    await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ name: 'நாசிக் Fresh', city: 'Nashik' }).expect(200);
  });

  it.each([['Asha\u202eoaR'], ['Asha\u0000Rao'], ['Asha\u0007Rao'], ['Asha\nRao']])('refuses a payout account holder of %j, naming it', async (accountHolder) => {
    const provider = await providerAuth(t);
    const before = await head();
    const res = await t.http().put('/api/me/payout-details').set(provider).send({ method: 'bank', accountHolder, accountNumber: '50100123456789', ifsc: 'HDFC0001234' }).expect(400);
    expect(res.body.errors).toEqual({ accountHolder: `Account holder name ${RLO}` });
    expect(await head()).toBe(before);
  });

  // Every typed text field: a bidi override, isolate or mark or a NUL is a 400 naming the field, before anything is written.
  // Routes taking an id are checked on a made-up one: the body is refused before the record is looked up.
  const NO_ID = '00000000-0000-4000-8000-000000000000';
  type Who = 'admin' | 'customer' | 'anonymous';
  const typedText: [string, 'get' | 'post' | 'put', string, Who, string, string, (v: string) => object, boolean][] = [
    ['ticket message', 'post', '/api/me/tickets', 'customer', 'message', 'Message', (v) => ({ subject: 'other', message: v }), true],
    ['ticket answer', 'post', `/api/admin/tickets/${NO_ID}/answer`, 'admin', 'answer', 'Answer', (v) => ({ answer: v }), true],
    ['contact message', 'post', '/api/contact', 'anonymous', 'message', 'Message', (v) => ({ name: 'Asha', email: 'asha@example.in', subject: 'other', message: v }), true],
    ['contact answer', 'post', `/api/admin/contact-messages/${NO_ID}/answer`, 'admin', 'answer', 'Answer', (v) => ({ answer: v }), true],
    ['enquiry message', 'post', '/api/enquiries', 'customer', 'message', 'Message', (v) => ({ productId: NO_ID, quantity: 3, message: v }), true],
    ['enquiry answer', 'post', `/api/admin/enquiries/${NO_ID}/answer`, 'admin', 'answer', 'Answer', (v) => ({ answer: v }), true],
    ['booking location', 'post', '/api/bookings', 'customer', 'location', 'Location', (v) => ({ serviceId: NO_ID, date: '2030-01-07', time: '10:00', location: v, city: 'Pune' }), false],
    ['review comment', 'post', `/api/me/bookings/${NO_ID}/review`, 'customer', 'comment', 'Comment', (v) => ({ rating: 5, comment: v }), true],
    ['customer booking message', 'post', `/api/me/bookings/${NO_ID}/messages`, 'customer', 'text', 'Message', (v) => ({ text: v }), true],
    ['review reply', 'post', `/api/admin/bookings/${NO_ID}/reply`, 'admin', 'reply', 'Reply', (v) => ({ reply: v }), true],
    ['decline reason', 'post', `/api/admin/bookings/${NO_ID}/decline`, 'admin', 'reason', 'Reason', (v) => ({ reason: v }), true],
    ['cancel reason', 'post', `/api/admin/bookings/${NO_ID}/cancel`, 'admin', 'reason', 'Reason', (v) => ({ reason: v }), true],
    ['seller booking message', 'post', `/api/admin/bookings/${NO_ID}/messages`, 'admin', 'text', 'Message', (v) => ({ text: v }), true],
    ['product name', 'post', '/api/admin/products', 'admin', 'name', 'Name', (v) => ({ ...mango, name: v }), false],
    ['product description', 'post', '/api/admin/products', 'admin', 'description', 'Description', (v) => ({ ...mango, description: v }), true],
    ['product subcategory', 'post', '/api/admin/products', 'admin', 'subcategory', 'Subcategory', (v) => ({ ...mango, subcategory: v }), false],
    ['product unit', 'put', `/api/admin/products/${NO_ID}`, 'admin', 'unit', 'Unit', (v) => ({ unit: v }), false],
    ['product cities', 'put', `/api/admin/products/${NO_ID}`, 'admin', 'cities', 'Cities', (v) => ({ cities: [v] }), false],
    ['product reject reason', 'post', `/api/admin/products/${NO_ID}/reject`, 'admin', 'reason', 'Reason', (v) => ({ reason: v }), true],
    ['bulk reject reason', 'post', '/api/admin/products/reject', 'admin', 'reason', 'Reason', (v) => ({ ids: [NO_ID], reason: v }), true],
    ['service name', 'post', '/api/admin/services', 'admin', 'name', 'Name', (v) => ({ name: v }), false],
    ['service description', 'put', `/api/admin/services/${NO_ID}`, 'admin', 'description', 'Description', (v) => ({ description: v }), true],
    ['service reject reason', 'post', `/api/admin/services/${NO_ID}/reject`, 'admin', 'reason', 'Reason', (v) => ({ reason: v }), true],
    ['rate product name', 'post', '/api/admin/rates', 'admin', 'productName', 'Product name', (v) => ({ productName: v, category: 'spices', currentRate: 100 }), false],
    ['rate unit', 'put', `/api/admin/rates/${NO_ID}`, 'admin', 'unit', 'Unit', (v) => ({ unit: v }), false],
    ['payout reference', 'post', `/api/admin/payouts/${NO_ID}/pay`, 'admin', 'reference', 'Reference', (v) => ({ reference: v }), false],
    ['payment webhook reason', 'post', '/api/payments/webhook', 'anonymous', 'reason', 'Reason', (v) => ({ event: 'payment.failed', orderId: NO_ID, paymentId: 'pay_1', amountPaise: 100, reason: v }), false],
    ['search words', 'get', '/api/search', 'anonymous', 'q', 'Search', (v) => ({ q: v }), false],
    ['product search', 'get', '/api/products', 'anonymous', 'q', 'Search', (v) => ({ q: v }), false],
    ['service search', 'get', '/api/services', 'anonymous', 'q', 'Search', (v) => ({ q: v }), false],
    ['rate search', 'get', '/api/rates', 'anonymous', 'q', 'Search', (v) => ({ q: v }), false],
    ['back-office list search', 'get', '/api/admin/users', 'admin', 'q', 'Search', (v) => ({ filter: JSON.stringify({ q: v }) }), false],
    ['back-office list filter', 'get', '/api/admin/users', 'admin', 'name', 'name', (v) => ({ filter: JSON.stringify({ name: v }) }), false],
  ];

  it.each(typedText)('refuses control and text-direction characters in the %s, naming it', async (_name, method, path, who, field, label, body, multiLine) => {
    const auth = who === 'admin' ? admin : who === 'customer' ? await t.customerAuth() : {};
    const before = await head();
    // The bidi marks LRM, RLM and ALM are text-direction characters too (common's CONTROL_OR_BIDI).
    // So are the other invisible format characters (Cf): zero-width space, word joiner, BOM, soft hyphen, a tag letter.
    const invisible = ['Ravi\u200bKumar', 'Ravi\u2060Kumar', 'Ravi\ufeffKumar', 'Ra\u00advi', 'Ravi\u{e0041}'];
    for (const bad of ['Ravi\u202eKumar', 'Ravi\u0000Kumar', 'Ravi\u2066Kumar\u2069', 'Ravi\u200eKumar', 'Ravi\u200fKumar', 'Ravi\u061cKumar', ...invisible, ...(multiLine ? [] : ['Ravi\nKumar', 'Ravi\u2028Kumar'])]) {
      const request = t.http()[method](path).set(auth);
      const res = await (method === 'get' ? request.query(body(bad)) : request.send(body(bad))).expect(400);
      expect(res.body.errors).toEqual({ [field]: `${label} ${RLO}` });
    }
    expect(await head()).toBe(before);
  });

  it('keeps line breaks, tabs and Indian scripts in multi-line fields', async () => {
    const customer = await t.customerAuth();
    const message = 'मेरा ऑर्डर नहीं आया।\nகடை எண்:\t12\r\nধন্যবাদ';
    const ticket = await t.http().post('/api/me/tickets').set(customer).send({ subject: 'other', message }).expect(201);
    expect(ticket.body.message).toBe(message);
    await t.http().post('/api/contact').send({ name: 'आशा', email: 'asha@example.in', subject: 'other', message }).expect(201);
    expect((await t.http().get('/api/search').query({ q: 'टमाटर' }).expect(200)).body).toBeDefined();
  });

  it('refuses an Add User password longer than a sign-in takes, naming it', async () => {
    const before = await head();
    const res = await t.http().post('/api/admin/users').set(admin).send({ name: 'Long Pass', email: `long.${Date.now()}@bazaar.test`, role: 'customer', password: 'x'.repeat(900_000) }).expect(400);
    expect(res.body.errors).toEqual({ password: 'Password must be at most 200 characters' });
    expect(await head()).toBe(before);
    const fits = `${'lantern-'.repeat(25)}`; // 200 characters: the longest a sign-in accepts
    const email = `fits.${Date.now()}@bazaar.test`;
    await t.http().post('/api/admin/users').set(admin).send({ name: 'Long Pass', email, role: 'customer', password: fits }).expect(201);
    await t.http().post('/api/auth/login').send({ email, password: fits }).expect(200);
  });

  it('says a ticket message that is not text is required, not too long', async () => {
    const customer = await t.customerAuth();
    for (const message of [{ $gt: '' }, ['a'], 42, null])
      expect((await t.http().post('/api/me/tickets').set(customer).send({ subject: 'other', message }).expect(400)).body.errors).toEqual({ message: 'Message is required' });
    expect((await t.http().post('/api/me/tickets').set(customer).send({ subject: 'other', message: 'x'.repeat(2001) }).expect(400)).body.errors).toEqual({ message: 'Message must be at most 2000 characters' });
  });

  it('refuses a blank vendor business name, address, city or state, and over-long ones', async () => {
    const vendor = await vendorAuth(t);
    const before = await head();
    const blank = await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ name: ' \t ', address: '   ', city: '\t', state: ' ' }).expect(400);
    expect(blank.body.errors).toEqual({ name: 'Business name is required', address: 'Address is required', city: 'City is required', state: 'State is required' });
    const nulls = await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ address: null, city: null, state: null, zipCode: null }).expect(400);
    expect(Object.keys(nulls.body.errors).sort()).toEqual(['address', 'city', 'state', 'zipCode']);
    const long = await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ name: 'n'.repeat(121), address: 'a'.repeat(301), city: 'c'.repeat(81), state: 's'.repeat(81) }).expect(400);
    expect(long.body.errors).toEqual({
      name: 'Business name must be at most 120 characters',
      address: 'Address must be at most 300 characters',
      city: 'City must be at most 80 characters',
      state: 'State must be at most 80 characters',
    });
    expect(await head()).toBe(before);
    const trimmed = await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ city: '  Kochi ' }).expect(200);
    expect(trimmed.body.city).toBe('Kochi');
  });

  it('refuses a vendor whose contact person name is longer than a name may be', async () => {
    const before = await head();
    const res = await t.http().post('/api/admin/vendors').set(admin).send({ name: 'Long Co', category: 'Retail', email: `long.${Date.now()}@example.in`, password: 'secret123', contactPerson: 'x'.repeat(5000) }).expect(400);
    expect(res.body.errors).toEqual({ contactPerson: 'Contact person name must be at most 120 characters' });
    expect(await head()).toBe(before);
  });

  it('refuses null for a provider\'s profile fields instead of storing it', async () => {
    const provider = await providerAuth(t);
    const before = await head();
    const res = await t.http().put(`/api/admin/providers/${provider.userId}`).set(provider).send({ servicesOffered: null, available: null, about: null }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['about', 'available', 'servicesOffered']);
    expect(await head()).toBe(before);
  });
});

import { startApp, TestApp } from '../support/app';
import { providerAuth, vendorAuth } from '../support/accounts';
import { openApiDocument as servedDocument } from '../../backend/src/app/openapi';
import { Caller, CALLERS, isEventStream, openApiDocument, operationsOf, settleAtFirstChunk } from '../support/openapi';

type Who = Exclude<Caller, 'anonymous'>;
const PUBLIC = 'public' as const;
const ANY: Who[] = ['customer', 'vendor', 'provider', 'admin'];
const ADMIN: Who[] = ['admin'];
const CUSTOMER: Who[] = ['customer'];
const PROVIDER_OR_ADMIN: Who[] = ['admin', 'provider'];
const SELLER: Who[] = ['vendor', 'provider'];

/**
 * Who may call what, written out by hand (not read from the decorators, so a wrong
 * decorator fails here). A new endpoint fails the first test until it is added.
 * 'public': everyone; a list: those roles, every other signed-in role gets 403 and an
 * anonymous caller 401.
 */
const EXPECTED: Record<string, typeof PUBLIC | Who[]> = {
  'GET /api/health': PUBLIC,
  'GET /api/site': PUBLIC,
  'GET /api/rates': PUBLIC,
  'GET /api/search': PUBLIC,
  'GET /api/rates/{id}': PUBLIC,
  'GET /api/rates/{id}/history': PUBLIC,
  'GET /api/metrics': PUBLIC,
  'GET /api/currency-rates': PUBLIC,
  'GET /api/dev/outbox': PUBLIC,
  'POST /api/newsletter': PUBLIC,
  'POST /api/contact': PUBLIC,
  'GET /api/newsletter/confirm': PUBLIC,
  'POST /api/auth/signup': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/refresh': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/otp/send': PUBLIC,
  'POST /api/auth/otp/verify': PUBLIC,
  'POST /api/suppliers/register': PUBLIC,
  'POST /api/providers/signup': PUBLIC,
  'POST /api/admin/invitations/accept': PUBLIC,
  'POST /api/auth/phone-login': PUBLIC,
  'POST /api/auth/password/forgot': PUBLIC,
  'POST /api/auth/password/reset': PUBLIC,
  'GET /api/auth/me': ANY,
  'POST /api/auth/phone': ANY,
  'POST /api/auth/password/change': ANY,
  'GET /api/me/profile': ANY,
  'PUT /api/me/profile': ANY,
  'GET /api/me/email-change': ANY,
  'POST /api/me/email-change': ANY,
  'DELETE /api/me/email-change': ANY,
  'POST /api/me/email-change/resend': ANY,
  'POST /api/me/email-change/confirm': ANY,
  'GET /api/me/notifications': ANY,
  'POST /api/me/notifications/{id}/read': ANY,
  'POST /api/me/notifications/read-all': ANY,
  'GET /api/me/notifications/stream': ANY,
  'POST /api/me/tickets': ['customer'],
  'GET /api/me/tickets': ['customer'],

  'GET /api/admin/overview': ADMIN,
  'GET /api/admin/revenue': ADMIN,
  'GET /api/admin/tickets': ADMIN,
  'GET /api/admin/tickets/{id}': ADMIN,
  'GET /api/admin/tickets/{id}/history': ADMIN,
  'POST /api/admin/tickets/{id}/answer': ADMIN,
  'GET /api/admin/rates': ADMIN,
  'POST /api/admin/rates': ADMIN,
  'POST /api/admin/rates/daily': ADMIN,
  'GET /api/admin/rates/{id}': ADMIN,
  'PUT /api/admin/rates/{id}': ADMIN,
  'DELETE /api/admin/rates/{id}': ADMIN,
  'GET /api/admin/rates/{id}/history': ADMIN,
  'GET /api/admin/rate-history': ADMIN,
  'GET /api/admin/rate-history/{id}': ADMIN,
  'GET /api/admin/rate-change-stats': ADMIN,
  'GET /api/admin/rate-change-stats/{id}': ADMIN,
  'GET /api/admin/currency-rates': ADMIN,
  'GET /api/admin/currency-rates/{id}': ADMIN,
  'PUT /api/admin/currency-rates/{id}': ADMIN,
  'GET /api/admin/currency-rates/{id}/history': ADMIN,
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users': ADMIN,
  'GET /api/admin/users/{id}': ADMIN,
  'PUT /api/admin/users/{id}': ADMIN,
  'DELETE /api/admin/users/{id}': ADMIN,
  'GET /api/admin/users/{id}/history': ADMIN,
  'GET /api/admin/invitations': ADMIN,
  'POST /api/admin/invitations': ADMIN,
  'GET /api/admin/invitations/{id}': ADMIN,
  'GET /api/admin/invitations/{id}/history': ADMIN,
  'POST /api/admin/invitations/{id}/revoke': ADMIN,
  'DELETE /api/admin/invitations/{id}': ADMIN,
  'GET /api/admin/newsletter': ADMIN,
  'GET /api/admin/newsletter/{id}': ADMIN,
  'GET /api/admin/newsletter/{id}/history': ADMIN,
  'GET /api/admin/projections': ADMIN,
  'POST /api/admin/projections/{name}/rebuild': ADMIN,
  'GET /api/admin/analytics': ADMIN,
  'GET /api/admin/analytics/{report}': ADMIN,
  'GET /api/admin/contact-messages': ADMIN,
  'GET /api/admin/contact-messages/{id}': ADMIN,
  'GET /api/admin/contact-messages/{id}/history': ADMIN,
  'POST /api/admin/contact-messages/{id}/answer': ADMIN,
  'POST /api/admin/contact-messages/{id}/close': ADMIN,

  'GET /api/admin/vendors': ['admin', 'vendor'],
  'POST /api/admin/vendors': ADMIN,
  'GET /api/admin/vendors/{id}': ['admin', 'vendor'],
  'PUT /api/admin/vendors/{id}': ['admin', 'vendor'],
  'GET /api/admin/vendors/{id}/document': ['admin', 'vendor'],
  'GET /api/admin/vendors/{id}/history': ['admin', 'vendor'],
  'GET /api/admin/providers': ['admin', 'provider'],
  'GET /api/admin/providers/{id}': ['admin', 'provider'],
  'PUT /api/admin/providers/{id}': ['admin', 'provider'],
  'GET /api/admin/providers/{id}/history': ['admin', 'provider'],
  'GET /api/admin/providers/{id}/document': ['admin', 'provider'],
  'POST /api/admin/providers/{id}/document': ['admin', 'provider'],
  'POST /api/admin/providers/{id}/verify': ADMIN,
  'GET /api/products': PUBLIC,
  'GET /api/products/counts': PUBLIC,
  'GET /api/products/{idOrSlug}': PUBLIC,
  'GET /api/images/{name}': PUBLIC,
  'GET /api/admin/products': ['admin', 'vendor'],
  'POST /api/admin/products': ['admin', 'vendor'],
  'GET /api/admin/products/{id}': ['admin', 'vendor'],
  'PUT /api/admin/products/{id}': ['admin', 'vendor'],
  'DELETE /api/admin/products/{id}': ['admin', 'vendor'],
  'GET /api/admin/products/{id}/history': ['admin', 'vendor'],
  'POST /api/admin/products/{id}/stock': ['admin', 'vendor'],
  'POST /api/admin/products/{id}/approve': ADMIN,
  'POST /api/admin/products/{id}/reject': ADMIN,
  'POST /api/admin/products/approve': ADMIN,
  'POST /api/admin/products/reject': ADMIN,
  'POST /api/enquiries': ['customer'],
  'GET /api/me/enquiries': ['customer'],
  'GET /api/me/enquiries/{id}': ['customer'],
  'GET /api/admin/enquiries': ['admin', 'vendor'],
  'GET /api/admin/enquiries/{id}': ['admin', 'vendor'],
  'GET /api/admin/enquiries/{id}/history': ['admin', 'vendor'],
  'POST /api/admin/enquiries/{id}/answer': ['admin', 'vendor'],
  'POST /api/admin/enquiries/{id}/quote': ['admin', 'vendor'],
  'POST /api/admin/enquiries/{id}/close': ['admin', 'vendor'],
  'GET /api/admin/events': ['admin', 'vendor', 'provider'],
  'GET /api/admin/events/{id}': ['admin', 'vendor', 'provider'],

  // Coupons, cart, checkout and orders (issue 11): the customer's own.
  'GET /api/me/coupons': ['customer'],
  'POST /api/me/coupons/{code}/claim': ['customer'],
  'GET /api/me/cart': ['customer'],
  'PUT /api/me/cart': ['customer'],
  'POST /api/me/cart/merge': ['customer'],
  'POST /api/checkout': ['customer'],
  'GET /api/me/orders': ['customer'],
  'GET /api/me/orders/{id}': ['customer'],
  'GET /api/me/orders/{id}/invoices/{vendorId}': ['customer'],
  'POST /api/me/orders/{id}/cancel': ['customer'],
  'GET /api/payments/sandbox/{token}': PUBLIC,
  'POST /api/payments/sandbox/{token}/{outcome}': PUBLIC,
  'POST /api/payments/webhook': PUBLIC,
  // Orders in the back office: admins all; a vendor only the parts (fulfilments) holding their goods.
  'GET /api/admin/orders': ADMIN,
  'GET /api/admin/orders/{id}': ADMIN,
  'GET /api/admin/orders/{id}/history': ADMIN,
  'POST /api/admin/orders/{id}/cancel': ADMIN,
  'GET /api/admin/fulfilments': ['admin', 'vendor'],
  'GET /api/admin/fulfilments/{id}': ['admin', 'vendor'],
  'GET /api/admin/fulfilments/{id}/history': ['admin', 'vendor'],
  'POST /api/admin/fulfilments/{id}/status': ['admin', 'vendor'],
  'GET /api/admin/fulfilments/{id}/invoice': ['admin', 'vendor'],
  'GET /api/admin/commissions': ADMIN,
  'GET /api/admin/commissions/{id}': ADMIN,
  'GET /api/admin/commissions/{id}/history': ADMIN,
  'PUT /api/admin/commissions/{id}': ADMIN,
  // services and bookings (issue 12)
  'GET /api/services': PUBLIC,
  'GET /api/services/counts': PUBLIC,
  'GET /api/services/{id}': PUBLIC,
  'GET /api/services/{id}/slots': PUBLIC,
  'GET /api/services/{id}/slots/first-free': PUBLIC,
  'POST /api/bookings': CUSTOMER,
  'GET /api/me/bookings': CUSTOMER,
  'GET /api/me/bookings/{id}': CUSTOMER,
  'POST /api/me/bookings/{id}/cancel': CUSTOMER,
  'POST /api/me/bookings/{id}/review': CUSTOMER,
  'GET /api/me/bookings/{id}/messages': CUSTOMER,
  'POST /api/me/bookings/{id}/messages': CUSTOMER,
  'GET /api/admin/services': PROVIDER_OR_ADMIN,
  'POST /api/admin/services': PROVIDER_OR_ADMIN,
  'GET /api/admin/services/{id}': PROVIDER_OR_ADMIN,
  'PUT /api/admin/services/{id}': PROVIDER_OR_ADMIN,
  'DELETE /api/admin/services/{id}': PROVIDER_OR_ADMIN,
  'GET /api/admin/services/{id}/history': PROVIDER_OR_ADMIN,
  'POST /api/admin/services/{id}/image': PROVIDER_OR_ADMIN,
  'POST /api/admin/services/{id}/approve': ADMIN,
  'POST /api/admin/services/{id}/reject': ADMIN,
  'GET /api/admin/bookings': PROVIDER_OR_ADMIN,
  'GET /api/admin/bookings/{id}': PROVIDER_OR_ADMIN,
  'GET /api/admin/bookings/{id}/history': PROVIDER_OR_ADMIN,
  'POST /api/admin/bookings/{id}/accept': PROVIDER_OR_ADMIN,
  'POST /api/admin/bookings/{id}/decline': PROVIDER_OR_ADMIN,
  'POST /api/admin/bookings/{id}/cancel': PROVIDER_OR_ADMIN,
  'POST /api/admin/bookings/{id}/complete': PROVIDER_OR_ADMIN,
  'POST /api/admin/bookings/{id}/reply': PROVIDER_OR_ADMIN,
  'GET /api/admin/bookings/{id}/messages': PROVIDER_OR_ADMIN,
  'POST /api/admin/bookings/{id}/messages': PROVIDER_OR_ADMIN,
  'GET /api/admin/reviews': PROVIDER_OR_ADMIN,
  'GET /api/admin/reviews/{id}': PROVIDER_OR_ADMIN,
  'GET /api/admin/reviews/{id}/history': PROVIDER_OR_ADMIN,
  'GET /api/me/ledger': SELLER,
  'GET /api/me/reviews/summary': ['provider'],
  'GET /api/me/ledger/entries': SELLER,
  'GET /api/me/payout-details': SELLER,
  'PUT /api/me/payout-details': SELLER,
  'GET /api/admin/payouts': ['admin', 'vendor', 'provider'],
  'POST /api/admin/payouts': SELLER,
  'GET /api/admin/payouts/{id}': ['admin', 'vendor', 'provider'],
  'GET /api/admin/payouts/{id}/history': ['admin', 'vendor', 'provider'],
  'POST /api/admin/payouts/{id}/pay': ADMIN,
  // A seller's payout details in full, on their record: admins only (sellers read theirs masked at /api/me/payout-details).
  'GET /api/admin/payout-details': ADMIN,
  'GET /api/admin/payout-details/{id}': ADMIN,
  'GET /api/admin/payout-details/{id}/history': ADMIN,
  // Back office Notifications: each back-office role lists and marks read its own inboxes' notices (customers use /api/me/notifications).
  'GET /api/admin/notifications': ['admin', 'vendor', 'provider'],
  'GET /api/admin/notifications/{id}': ['admin', 'vendor', 'provider'],
  'PUT /api/admin/notifications/{id}': ['admin', 'vendor', 'provider'],
  // coupon offers (fix-s3): admins only
  'GET /api/admin/coupons': ADMIN,
  'POST /api/admin/coupons': ADMIN,
  'GET /api/admin/coupons/{id}': ADMIN,
  'PUT /api/admin/coupons/{id}': ADMIN,
  'DELETE /api/admin/coupons/{id}': ADMIN,
  'GET /api/admin/coupons/{id}/history': ADMIN,
  'POST /api/admin/coupons/{id}/restore': ADMIN,
};

/** The answer a caller must get from the guard: through it (any status but 401/403), 401 or 403. */
const expectedFor = (rule: typeof PUBLIC | Who[], caller: Caller): 'through' | 401 | 403 =>
  rule === PUBLIC || (caller !== 'anonymous' && rule.includes(caller)) ? 'through' : caller === 'anonymous' ? 401 : 403;

describe('role matrix: every endpoint × every role, against a hard-coded table', () => {
  let t: TestApp;
  let operations: string[];
  const auth: Partial<Record<Caller, { Authorization: string; userId: string }>> = {};

  beforeAll(async () => {
    t = await startApp();
    auth.customer = await t.customerAuth('Matrix Customer');
    auth.vendor = await vendorAuth(t);
    auth.provider = await providerAuth(t);
    const admin = await t.http().post('/api/auth/login').send({ email: t.config.adminEmail, password: t.config.adminPassword }).expect(200);
    auth.admin = { Authorization: `Bearer ${admin.body.accessToken}`, userId: admin.body.user.id };
    operations = operationsOf(openApiDocument(t.app));
  }, 60_000);
  afterAll(() => t.close());

  it('has a row for every endpoint of the API, and an endpoint for every row', () => {
    expect([...operations].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('agrees with the document /api/docs serves: 401 and 403 listed where this table lets the guard answer them, and only there', () => {
    const paths = servedDocument(t.app).paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    // Public routes whose own answer is 401: credentials or a session that do not check out.
    const signIn = ['POST /api/auth/login', 'POST /api/auth/phone-login', 'POST /api/auth/refresh'];
    const wrong: string[] = [];
    for (const [operation, rule] of Object.entries(EXPECTED)) {
      const [method, path] = operation.split(' ');
      const listed = Object.keys(paths[path][method.toLowerCase()].responses).filter((status) => status === '401' || status === '403');
      const expected = rule === PUBLIC ? (signIn.includes(operation) ? ['401'] : []) : ANY.every((role) => rule.includes(role)) ? ['401'] : ['401', '403'];
      if (listed.join() !== expected.join()) wrong.push(`${operation}: lists [${listed}], expected [${expected}]`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every role the table does not name, and lets the named ones through', async () => {
    const wrong: string[] = [];
    // Logout and deletes would end or change the matrix's own accounts: they are called last.
    const last = (op: string) => (op.startsWith('DELETE') || op.endsWith('/logout') ? 1 : 0);
    for (const operation of Object.keys(EXPECTED).sort((a, b) => last(a) - last(b))) {
      const [method, path] = operation.split(' ');
      for (const caller of CALLERS) {
        const who = caller === 'anonymous' ? undefined : auth[caller];
        // `{id}` is the caller's own id, so ownership rules let an allowed role in.
        let req = (t.http() as any)[method.toLowerCase()](path.replace(/\{id\}/g, who?.userId ?? 'nobody'));
        if (who) req = req.set({ Authorization: who.Authorization });
        if (isEventStream(path)) req = settleAtFirstChunk(req);
        const res = await req.send({});
        const expected = expectedFor(EXPECTED[operation], caller);
        const got = res.status === 401 || res.status === 403 ? res.status : 'through';
        if (got !== expected) wrong.push(`${operation} as ${caller}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

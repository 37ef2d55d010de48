import { Browser, Page } from 'playwright-core';
import { PDF, supplierForm, supplierFormData } from '../support/accounts';
import { signInBackOffice, signInStorefront, verifyPhoneInBrowser } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'form-errors-admin@bazaar.test', password: 'form-errors-pass-1' };
const CUSTOMER = { name: 'Meera Pillai', email: 'meera.pillai@example.in', password: 'monsoon-ledger-58' };

/** What a screen reader is told of one control: whether it is invalid, and the texts describing it. */
interface Told {
  invalid: string | null;
  descriptions: string[];
}

/**
 * Each form the storefront refuses for empty required fields, in Chromium: every empty
 * required field is marked `aria-invalid` and described (`aria-describedby`) by a message
 * naming it, whether that message sits under the field or in the form's banner; and no
 * control is marked invalid without a message saying why.
 */
describe('form errors are tied to their fields', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  /** The control by test id as the accessibility tree gets it: every described-by id must exist. */
  const told = (page: Page, testId: string): Promise<Told> =>
    page.getByTestId(testId).first().evaluate((control) => ({
      invalid: control.getAttribute('aria-invalid'),
      descriptions: (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no element #${id})`),
    }));

  /** Each field (test id) is invalid and one of its descriptions matches what should name it. */
  const expectTied = async (page: Page, fields: Record<string, RegExp>) => {
    for (const [testId, naming] of Object.entries(fields)) {
      const control = await told(page, testId);
      expect({ testId, ...control }).toEqual({ testId, invalid: 'true', descriptions: expect.arrayContaining([expect.stringMatching(naming)]) });
    }
  };

  /** No control of the form is marked invalid without an error message (under it or the banner) among its descriptions. */
  const expectNoBareInvalid = async (page: Page, form: string) => {
    const bare = await page.getByTestId(form).evaluate((element) =>
      [...element.querySelectorAll('[aria-invalid="true"]')]
        .filter((control) => {
          const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
          return !ids.some((id) => {
            const message = document.getElementById(id);
            return !!message && (message.matches('.field__error, [role="alert"]') && !!message.textContent?.trim());
          });
        })
        .map((control) => control.getAttribute('data-testid') ?? control.outerHTML.slice(0, 80)),
    );
    expect(bare).toEqual([]);
  };

  it('sign-in: the empty e-mail and password are each marked and described by their own message', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-email-error').waitFor();
    await expectTied(page, { 'login-email': /email/i, 'login-password': /password/i });
    await expectNoBareInvalid(page, 'login-form');
    // The shared Field: a corrected field loses its message, mark and description as it is edited, not at the next submit.
    await page.getByTestId('login-email').fill('meera.pillai@example.in');
    expect(await page.getByTestId('login-email-error').count()).toBe(0);
    expect(await told(page, 'login-email')).toEqual({ invalid: 'false', descriptions: [] });
    await expectTied(page, { 'login-password': /password/i });
    // Emptied again, it is told again by the next submit.
    await page.getByTestId('login-email').fill('');
    expect(await page.getByTestId('login-email-error').count()).toBe(0);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-email-error').waitFor();
    await expectTied(page, { 'login-email': /email/i });
    await page.close();
  }, 60_000);

  it.each([
    ['sign-up', '/signup', 'signup-form', {}],
    ['provider sign-up', '/become-service-provider', 'provider-signup-form', { 'provider-expertise': /expertise/i }],
  ])('%s: the e-mail and phone the banner speaks of are described by it; the name and password by their own messages', async (_name, path, form, extra) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-error').waitFor();
    await expectTied(page, {
      'signup-name': /name/i,
      // 'You must provide either an email or phone number and a password': the banner names both.
      'signup-email': /email/i,
      'phone-input': /phone/i,
      'signup-password': /password/i,
      ...extra,
    });
    await expectNoBareInvalid(page, form);
    // Once an e-mail is given the banner's cause is gone: the e-mail is no longer marked nor points at a message that left,
    // and the phone is described by its own message instead.
    await page.getByTestId('signup-email').fill('meera@example.in');
    await page.getByTestId('signup-error').waitFor({ state: 'detached' });
    expect(await told(page, 'signup-email')).toEqual({ invalid: 'false', descriptions: [] });
    expect(await told(page, 'phone-input')).toEqual({ invalid: 'true', descriptions: ['Tap Verify and we will text you a 6-digit code', 'Phone number is required'] });
    await expectNoBareInvalid(page, form);
    await page.close();
  }, 60_000);

  it('supplier registration: every empty required field, the product categories included, is marked and described by its message', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/become-vendor`);
    await page.getByTestId('supplier-submit').click();
    await page.getByTestId('supplier-companyName-error').waitFor();
    await expectTied(page, {
      'supplier-companyName': /company name/i,
      'supplier-businessType': /business type/i,
      'supplier-address': /address/i,
      'supplier-city': /city/i,
      'supplier-state': /state/i,
      'supplier-pincode': /pincode/i,
      'supplier-contactPerson': /contact person/i,
      'supplier-contactEmail': /email/i,
      'supplier-contactPhone': /phone/i,
      'supplier-password': /password/i,
      'supplier-confirmPassword': /password/i,
      'supplier-document': /document/i,
    });
    const categories = await page.getByTestId('supplier-productCategories').getByRole('checkbox').all();
    expect(categories.length).toBeGreaterThan(1);
    for (const box of categories) {
      const testId = (await box.getAttribute('data-testid'))!;
      await expectTied(page, { [testId]: /categor/i });
    }
    await expectNoBareInvalid(page, 'supplier-form');
    // A category chosen: the boxes are no longer invalid, and keep only the group's hint.
    await page.getByTestId('supplier-category-Spices').check();
    await page.getByTestId('supplier-productCategories-error').waitFor({ state: 'detached' });
    const after = await told(page, 'supplier-category-Fruits');
    expect(after.invalid).toBe('false');
    expect(after.descriptions).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('checkout: the empty shipping address fields the server refuses are each marked and described by their message', async () => {
    const call = async (path: string, body: unknown, auth?: { Authorization: string }) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...(!(body instanceof FormData) && { 'content-type': 'application/json' }), ...auth },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const admin = { Authorization: `Bearer ${(await call('/api/auth/login', ADMIN)).accessToken}` };
    const form = supplierFormData({ companyName: 'Thrissur Bakes' });
    const vendor = { Authorization: `Bearer ${(await call('/api/suppliers/register', form)).accessToken}` };
    const product = await call('/api/admin/products', { name: 'Thrissur Banana Chips', category: 'retail', subcategory: 'bakery', price: 90, stock: 20, quantity: 1, unit: 'piece' }, vendor);
    await call(`/api/admin/products/${product.id}/approve`, {}, admin);
    await call('/api/auth/signup', CUSTOMER);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#shop`);
    await page.getByTestId('retail-card').filter({ hasText: 'Thrissur Banana Chips' }).getByTestId('add-to-cart').click();
    await page.getByTestId('retail-checkout').click();
    await page.getByTestId('cart-line').first().waitFor();
    // The city starts as the header's (Mumbai by default) and the name as the customer's own: emptied, as the others are.
    expect(await page.getByTestId('shippingAddress-city').inputValue()).toBe('Mumbai');
    expect(await page.getByTestId('shippingAddress-name').inputValue()).toBe(CUSTOMER.name);
    await page.getByTestId('shippingAddress-city').fill('');
    await page.getByTestId('shippingAddress-name').fill('');
    await page.getByTestId('place-order').click();
    await page.getByTestId('shippingAddress-name-error').waitFor();
    await expectTied(page, {
      'shippingAddress-name': /name/i,
      'shippingAddress-phone': /phone/i,
      'shippingAddress-line1': /address/i,
      'shippingAddress-city': /city/i,
      'shippingAddress-state': /state/i,
      'shippingAddress-pincode': /pincode/i,
    });
    expect(await told(page, 'shippingAddress-line2')).toEqual({ invalid: 'false', descriptions: [] }); // optional
    await expectNoBareInvalid(page, 'checkout-form');
    // Each field corrected loses its message at once; the banner stays while another field is refused, and goes with the last.
    await page.getByTestId('shippingAddress-name').fill(CUSTOMER.name);
    expect(await page.getByTestId('shippingAddress-name-error').count()).toBe(0);
    expect(await told(page, 'shippingAddress-name')).toEqual({ invalid: 'false', descriptions: [] });
    await page.getByTestId('checkout-error').waitFor();
    await expectTied(page, { 'shippingAddress-phone': /phone/i });
    await expectNoBareInvalid(page, 'checkout-form');
    for (const [field, value] of Object.entries({ phone: '+91 98470 55501', line1: '12 Round South', city: 'Thrissur', state: 'Kerala' })) await page.getByTestId(`shippingAddress-${field}`).fill(value);
    await page.getByTestId('checkout-error').waitFor();
    await page.getByTestId('shippingAddress-pincode').fill('680001');
    await page.getByTestId('checkout-error').waitFor({ state: 'detached' });
    expect(await page.getByTestId('checkout-form').locator('[aria-invalid="true"]').count()).toBe(0);
    await page.close();
  }, 90_000);

  it("back office: a vendor's cancellation reason the server refuses is marked and described under the field, in place of its hint", async () => {
    const call = async (path: string, body: unknown, auth?: { Authorization: string }) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...(!(body instanceof FormData) && { 'content-type': 'application/json' }), ...auth },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const admin = { Authorization: `Bearer ${(await call('/api/auth/login', ADMIN)).accessToken}` };
    const fields = supplierForm({ companyName: 'Kochi Spice Mills', contactPhone: '+91 98470 55501' });
    const form = supplierFormData(fields);
    const vendor = { Authorization: `Bearer ${(await call('/api/suppliers/register', form)).accessToken}` };
    const product = await call('/api/admin/products', { name: 'Kochi Cardamom Pack', category: 'retail', subcategory: 'bakery', price: 120, stock: 20, quantity: 1, unit: 'piece' }, vendor);
    await call(`/api/admin/products/${product.id}/approve`, {}, admin);
    const buyer = { name: 'Anil Menon', email: 'anil.menon@example.in', password: 'backwater-kite-71' };
    await call('/api/auth/signup', buyer);
    const customer = { Authorization: `Bearer ${(await call('/api/auth/login', buyer)).accessToken}` };
    const res = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': `form-errors-${Date.now()}`, ...customer },
      body: JSON.stringify({
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: 'cod',
        shippingAddress: { name: 'Anil Menon', phone: '+91 98470 55502', line1: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      }),
    });
    expect(res.status).toBe(201);
    const { orderNumber } = (await res.json()) as { orderNumber: string };

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInBackOffice(page, server.url, { email: fields.contactEmail as string, password: fields.password as string });
    await page.goto(`${server.url}/admin/fulfilments`);
    const row = page.getByTestId('vendor-orders-table').locator('tr').filter({ hasText: orderNumber });
    await row.getByTestId('update-status').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await page.getByTestId('status-cancelled').click();
    // Before saving, the field says where its words go.
    expect(await told(page, 'cancel-reason')).toEqual({ invalid: 'false', descriptions: ['Shown to the customer on their order and in their notice'] });
    // A text-direction character pasted in: the server refuses the reason, and says so under it.
    await page.getByTestId('cancel-reason').fill('Our oven broke down \u202E this week');
    await page.getByTestId('status-save').click();
    await dialog.getByText('Reason must not contain control or text-direction characters').waitFor();
    expect(await told(page, 'cancel-reason')).toEqual({ invalid: 'true', descriptions: ['Reason must not contain control or text-direction characters'] });
    // Corrected, the part is cancelled.
    await page.getByTestId('cancel-reason').fill('Our oven broke down this week');
    await page.getByTestId('status-save').click();
    await row.locator('[data-testid="order-status"][data-status="Cancelled"]').waitFor();
    await page.close();
  }, 90_000);

  // The server refuses an address the page let through ('a@b.c': its domain has no real ending): the field's message and a
  // banner saying the same. Correcting the field takes both away, as on checkout: the banner goes with the last field message.
  it('sign-in: the banner about a refused field goes once that field is corrected; a banner about no field stays', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-email').fill('meera@b.c');
    await page.getByTestId('login-password').fill(CUSTOMER.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-email-error').waitFor();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-email').fill(CUSTOMER.email);
    expect(await page.getByTestId('login-email-error').count()).toBe(0);
    expect(await page.getByTestId('login-error').count()).toBe(0);
    // Wrong credentials name no field: the banner stays while the fields are edited, until the next submit.
    await page.getByTestId('login-password').fill('not-the-password-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-password').fill('still-not-it-2');
    expect(await page.getByTestId('login-error').textContent()).toMatch(/invalid/i);
    await page.close();
  }, 60_000);

  // An e-mail another account already has: the server names the field, and the banner says registration failed.
  it('supplier registration: the banner about the refused e-mail goes once the e-mail is changed', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/become-vendor`);
    const fill = (field: string, value: string) => page.getByTestId(`supplier-${field}`).fill(value);
    await fill('companyName', 'Periyar Pepper Company');
    await page.getByTestId('supplier-businessType').selectOption('Wholesaler');
    await fill('address', '7 Jew Town Road');
    await fill('city', 'Kochi');
    await fill('state', 'Kerala');
    await fill('pincode', '682002');
    await fill('contactPerson', 'Thomas Kurian');
    await fill('contactEmail', ADMIN.email);
    await fill('contactPhone', '+91 94470 61234');
    await verifyPhoneInBrowser(page, server.url, '+91 94470 61234');
    await fill('password', 'periyar-pass-1');
    await fill('confirmPassword', 'periyar-pass-1');
    await page.getByTestId('supplier-accountType-supplier').check();
    await page.getByTestId('supplier-category-Spices').check();
    await page.getByTestId('supplier-document').setInputFiles({ name: 'gst.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('supplier-submit').click();
    await page.getByTestId('supplier-contactEmail-error').waitFor();
    await page.getByTestId('supplier-error').waitFor();
    await fill('contactEmail', 'thomas@periyarpepper.example');
    expect(await page.getByTestId('supplier-contactEmail-error').count()).toBe(0);
    expect(await page.getByTestId('supplier-error').count()).toBe(0);
    expect(await page.getByTestId('supplier-form').locator('[aria-invalid="true"]').count()).toBe(0);
    await page.close();
  }, 90_000);

  it('back office sign-in: the banner about the refused e-mail goes once the e-mail is corrected', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin/auth`);
    await page.getByTestId('auth-email').fill('admin@b.c');
    await page.getByTestId('auth-password').fill(ADMIN.password);
    await page.getByTestId('auth-submit').click();
    await page.getByTestId('auth-error').waitFor();
    expect(await page.getByTestId('auth-email').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('auth-email').fill(ADMIN.email);
    expect(await page.getByTestId('auth-email').getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByTestId('auth-error').count()).toBe(0);
    await page.close();
  }, 60_000);
});

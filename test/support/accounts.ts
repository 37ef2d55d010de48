import { TestApp } from './app';

/** A one-page PDF's first bytes are enough for a content check. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const supplierForm = (overrides: Record<string, string | string[]> = {}) => ({
  companyName: 'Sahyadri Agro Exports',
  businessType: 'Exporter',
  address: 'Plot 12, MIDC Ambad',
  city: 'Nashik',
  state: 'Maharashtra',
  pincode: '422010',
  contactPerson: 'Vikram Patil',
  contactEmail: `vikram.${Date.now()}.${Math.round(Math.random() * 1e6)}@sahyadri.example`,
  contactPhone: '+91 98220 12345',
  password: 'strongpass1',
  confirmPassword: 'strongpass1',
  accountType: 'supplier',
  productCategories: ['Fruits', 'Vegetables'],
  ...overrides,
});

/** Posts the supplier registration as the browser would: multipart with the document. */
/** The supplier registration as a browser sends it: supplierForm's fields and a GST document, multipart. */
export function supplierFormData(overrides: Record<string, string | string[]> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(supplierForm(overrides))) for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  form.append('document', new Blob([PDF], { type: 'application/pdf' }), 'gst.pdf');
  return form;
}

export function registerSupplier(t: TestApp, fields: Record<string, string | string[]> = supplierForm(), document: { content: Buffer; name: string } | null = { content: PDF, name: 'gst.pdf' }) {
  let req = t.http().post('/api/suppliers/register');
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) req = req.field(key, v);
  }
  if (document) req = req.attach('document', document.content, document.name);
  return req;
}

export async function vendorAuth(t: TestApp) {
  const res = await registerSupplier(t).expect(201);
  return { Authorization: `Bearer ${res.body.accessToken}`, userId: res.body.user.id as string };
}

export async function providerAuth(t: TestApp) {
  const res = await t
    .http()
    .post('/api/providers/signup')
    .send({ name: 'Sunil Electricals', email: `sunil.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.in`, phone: '+919812345678', password: 'secret123', expertise: 'Electrician, Pune' })
    .expect(201);
  return { Authorization: `Bearer ${res.body.accessToken}`, userId: res.body.user.id as string };
}

'use strict';
// What the benches that drive the started app share: the bench admin, a JSON call that
// throws on an error status, a supplier registered through the real sign-up, a keep-alive
// client for measured loops, and percentiles.

const http = require('node:http');

const ADMIN = { email: 'bench-admin@bazaar.test', password: 'quiet-harbour-lantern-42' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function call(base, method, path, headers, body) {
  const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body && JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** A supplier signed up with its GST document, as POST /api/suppliers/register takes it; answers its bearer header. */
async function registerSupplier(base, { companyName, email }) {
  const form = new FormData();
  const fields = {
    companyName, businessType: 'Manufacturer', address: '1 Mill Road', city: 'Pune', state: 'Maharashtra', pincode: '411001',
    contactPerson: 'Ravi Bench', contactEmail: email, contactPhone: '+91 98220 12345', password: 'strongpass1', confirmPassword: 'strongpass1',
    accountType: 'supplier', productCategories: 'Bakery',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('document', new Blob([PDF], { type: 'application/pdf' }), 'gst.pdf');
  const res = await fetch(`${base}/api/suppliers/register`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`supplier registration: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

/** A provider's document uploaded and verified by the admin: only then are their services listed and bookable. */
async function verifyProvider(base, admin, provider, providerId) {
  const form = new FormData();
  form.append('document', new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf');
  const res = await fetch(`${base}/api/admin/providers/${providerId}/document`, { method: 'POST', headers: provider, body: form });
  if (res.status !== 201) throw new Error(`provider document: ${res.status} ${await res.text()}`);
  await call(base, 'POST', `/api/admin/providers/${providerId}/verify`, admin);
}

/**
 * A keep-alive HTTP/1.1 client for a bench's measured loop (node:http, a pool of `sockets`).
 * The load generator shares the app's two cores: global fetch cost about 0.9 ms of CPU per
 * checkout request here, node:http 0.24 ms, so a fetch loop measured its own client as much
 * as the app. `send` answers the status and the body, whatever the status.
 */
function keepAliveClient(base, sockets) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (method, path, headers, body) =>
    new Promise((resolve, reject) => {
      const sized = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
      const req = http.request({ host: url.hostname, port: url.port, method, path, agent, headers: sized }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** The p-th percentile of ascending values (nearest rank). */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

module.exports = { ADMIN, call, registerSupplier, verifyProvider, keepAliveClient, percentile };

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { PDF, supplierForm } from '../support/accounts';
import { CRASH_ADMIN, crashableApp, exited } from '../support/built-app';
import { eventually } from '../support/eventually';

/**
 * Crash safety of a sign-up with a document (saved as a file, then one UserRegistered; the
 * vendor record follows from the log): the built server is killed with SIGKILL in the middle
 * of a stream of supplier registrations and started again on the same DATA_DIR. Each
 * registration, retried with the same form, ends with exactly one account that signs in and
 * a vendor record whose document is that registration's file: none is lost, none is made
 * twice, no record points at a missing file, and an e-mail a killed request had claimed is
 * taken by its retry once the claim is old enough. Needs `npm run build`.
 */
const root = resolve(__dirname, '../..');
const ADMIN = CRASH_ADMIN;

type Attempt = { form: Record<string, string | string[]>; document: Buffer; acknowledged: boolean };

describe('supplier registration survives kill -9', () => {
  const app = crashableApp();

  it('keeps every registration once with its document, and lets every cut-short one finish on retry', async () => {
    expect(existsSync(join(root, 'backend/dist/main.js'))).toBe(true);
    const first = await app.boot();
    await first.ready;
    let http = () => request(first.url);
    const register = (attempt: Attempt) => {
      let req = http().post('/api/suppliers/register');
      for (const [key, value] of Object.entries(attempt.form)) for (const v of Array.isArray(value) ? value : [value]) req = req.field(key, v);
      return req.attach('document', attempt.document, 'gst.pdf');
    };

    const attempts: Attempt[] = [];
    let acknowledged = 0;
    let dead = false;
    const worker = async () => {
      while (!dead) {
        const form = supplierForm();
        const attempt: Attempt = { form, document: Buffer.concat([PDF, Buffer.from(`% ${form.contactEmail}\n`)]), acknowledged: false };
        attempts.push(attempt);
        try {
          if ((await register(attempt)).status === 201) (attempt.acknowledged = true), acknowledged++;
        } catch {
          // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 4 }, () => worker());
    while (acknowledged < 8) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    dead = true;
    await exited(first.child);
    await Promise.all(workers);

    const second = await app.boot();
    await second.ready;
    http = () => request(second.url);
    const admin = { Authorization: `Bearer ${(await http().post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken}` };

    for (const attempt of attempts) {
      const email = attempt.form.contactEmail as string;
      // Retried as a client would: registered already (the e-mail is an account's), registered now, or,
      // while the killed request's claim on the e-mail is younger than 60 s, 409 until it may be taken over.
      for (;;) {
        const res = await register(attempt);
        if (res.status === 201) break;
        if (res.status === 400 && res.body.errors?.contactEmail === 'An account with this email already exists') break;
        expect(attempt.acknowledged ? -1 : res.status).toBe(409);
        await new Promise((r) => setTimeout(r, 2000));
      }
      const session = await http().post('/api/auth/login').send({ email, password: attempt.form.password }).expect(200);
      const vendor = { Authorization: `Bearer ${session.body.accessToken}` };
      const id = session.body.user.id as string;
      // The vendor record is opened from UserRegistered by a process manager, which resumes after the restart.
      const record = await eventually(async () => {
        const res = await http().get(`/api/admin/vendors/${id}`).set(vendor);
        return res.status === 200 && res.body;
      });
      expect(record).toMatchObject({ id, email, hasDocument: true, status: 'Pending' });
      const document = await http().get(`/api/admin/vendors/${id}/document`).set(admin).buffer(true).expect(200);
      expect(Buffer.from(document.body).equals(attempt.document)).toBe(true);
      const users = await http().get('/api/admin/users').query({ filter: JSON.stringify({ q: email }) }).set(admin).expect(200);
      expect(users.body.map((u: { email: string }) => u.email)).toEqual([email]);
    }
  }, 240_000);
});

import { JwtService } from '@nestjs/jwt';
import Database from 'better-sqlite3';
import { sign } from 'jsonwebtoken';
import { createHash, createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTAINS_IDENTITY, TOO_COMMON } from '../../backend/src/modules/identity/passwords';
import { PASSWORD_RESET_CODES_PER_ACCOUNT } from '../../backend/src/modules/identity/password.handlers';
import { ageFirstUse } from '../support/sessions';
import { UniqueKeys } from '../../backend/src/platform/domain/unique-keys';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { systemContext } from '../../backend/src/platform/event-store/metadata';
import { loadConfig } from '../../backend/src/platform/config/app-config';
import { ADMIN, startApp, TestApp } from '../support/app';
import { registerSupplier, supplierForm } from '../support/accounts';

/**
 * Accounts (issues 8 and 9): unique e-mails through the log, crash leftovers, secrets and
 * file modes, sessions, passwords, phone sign-in, profile and e-mail change.
 */
describe('accounts', () => {
  let t: TestApp;
  let n = 0;
  const email = (name = 'person') => `${name}${++n}.${Date.now()}@accounts.test`;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const outbox = async () => (await t.http().get('/api/dev/outbox').expect(200)).body as { channel: string; to: string; subject?: string; body: string }[];
  const codeSentTo = async (to: string) => (await outbox()).find((m) => m.to === to)?.body.match(/\b(\d{6})\b/)?.[1] as string;
  const signup = (body: Record<string, unknown>) => t.http().post('/api/auth/signup').send({ name: 'Asha Rao', password: 'tamarind-kettle-42', ...body });
  const login = (e: string, password = 'tamarind-kettle-42') => t.http().post('/api/auth/login').send({ email: e, password });
  const store = () => t.app.get<EventStore>(EVENT_STORE);

  describe('unique e-mails through the log', () => {
    it('lets exactly one of two simultaneous sign-ups with one e-mail through, and the log names no e-mail', async () => {
      const address = email('twin');
      const answers = await Promise.all([signup({ email: address }), signup({ email: address.toUpperCase() })]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body.errors).toEqual({ email: 'An account with this email already exists' });
      const log = await store().readAll();
      const reservations = log.filter((e) => e.type === 'UniqueKeyReserved' && e.streamId.startsWith('unique-email-'));
      expect(reservations.length).toBeGreaterThan(0);
      expect(JSON.stringify(log.filter((e) => e.streamId.startsWith('unique-')))).not.toContain(address.split('@')[0]);
    });

    it('makes no second account of an address spelt with look-alike or invisible characters', async () => {
      const address = `jose${++n}.${Date.now()}@accounts.test`;
      await signup({ email: address.replace('jose', 'jos\u00e9') }).expect(201);
      // 'é' as e and a combining accent, and the domain in full-width letters: the same address.
      for (const lookAlike of [address.replace('jose', 'jose\u0301'), address.replace('jose', 'jos\u00e9').replace('accounts', '\uff41\uff43\uff43\uff4f\uff55\uff4e\uff54\uff53')]) {
        expect((await signup({ email: lookAlike }).expect(409)).body.errors).toEqual({ email: 'An account with this email already exists' });
      }
      const known = email('known');
      await signup({ email: known }).expect(201);
      const [local, domain] = known.split('@');
      for (const hidden of [`${known}\u200b`, `${local}\u00ad@${domain}`, `${known}\u202e`, `${local}\u200d@${domain}`, `"${local}"@${domain}`]) {
        expect((await signup({ email: hidden }).expect(400)).body.errors).toEqual({ email: 'Please enter a valid email address' });
      }
      await login(`${known.toUpperCase()}\u200b`).expect(400);
      await login(known.replace('@', '\uff20')).expect(200);
    });

    it('keeps no e-mail in the credential store', async () => {
      const address = email('secret');
      await signup({ email: address }).expect(201);
      const db = new Database(join(t.config.dataDir, 'identity.sqlite'), { readonly: true });
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
      const columns = tables.flatMap((table) => (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name));
      db.close();
      expect(columns).not.toContain('email');
    });

    it('makes one account of a domain spelt in Unicode and in Punycode, wherever an e-mail is taken, and refuses a domain that does not convert', async () => {
      const local = `buch${++n}.${Date.now()}`;
      const [unicode, ascii] = [`${local}@b\u00fccher.example`, `${local}@xn--bcher-kva.example`];
      const first = await signup({ email: unicode }).expect(201);
      expect(first.body.user.email).toBe(ascii);
      const taken = { email: 'An account with this email already exists' };
      expect((await signup({ email: ascii }).expect(409)).body.errors).toEqual(taken);
      await login(ascii).expect(200);
      await login(`${local}@B\u00dcCHER.example`).expect(200);
      await t.http().post('/api/auth/password/forgot').send({ email: ascii }).expect(200);
      expect(await codeSentTo(ascii)).toMatch(/^\d{6}$/);
      const admin = await t.adminAuth();
      expect((await registerSupplier(t, supplierForm({ contactEmail: ascii })).expect(400)).body.errors).toEqual({ contactEmail: taken.email });
      expect((await t.http().post('/api/providers/signup').send({ name: 'Sunil Electricals', email: ascii, phone: '+919812345678', password: 'secret123', expertise: 'Electrician, Pune' }).expect(409)).body.errors).toEqual(taken);
      expect((await t.http().post('/api/admin/users').set(admin).send({ name: 'Second Asha', email: ascii, role: 'customer', password: 'lantern-orchard-92' }).expect(409)).body.errors).toEqual(taken);
      expect((await t.http().post('/api/admin/invitations').set(admin).send({ email: ascii }).expect(409)).body.errors.email).toMatch(/^An account with this email already exists/);
      // A label that is not Punycode (xn--zz) has no one spelling: refused by name, never a second account.
      const invalid = { email: 'Please enter a valid email address' };
      expect((await signup({ email: `${local}@xn--zz.example` }).expect(400)).body.errors).toEqual(invalid);
      expect((await login(`${local}@xn--zz.example`).expect(400)).body.errors).toEqual(invalid);
      expect((await registerSupplier(t, supplierForm({ contactEmail: `${local}@xn--zz.example` })).expect(400)).body.errors).toEqual({ contactEmail: invalid.email });
    });

    it('an account holding its e-mail under the Unicode spelling of its domain (from before domains had one) keeps it', async () => {
      const local = `alt${++n}.${Date.now()}`;
      const [unicode, ascii] = [`${local}@b\u00fccher.example`, `${local}@xn--bcher-kva.example`];
      const res = await signup({ email: ascii }).expect(201);
      const keys = t.app.get(UniqueKeys);
      await keys.release('email', ascii, res.body.user.id, systemContext('older spelling'));
      await keys.reserve('email', unicode, res.body.user.id, systemContext('older spelling'));
      await login(ascii).expect(200);
      await login(unicode).expect(200);
      expect((await signup({ email: ascii }).expect(409)).body.errors).toEqual({ email: 'An account with this email already exists' });
    });

    it('a claim left by a crash before the account was written does not block the e-mail (taken over after the grace period)', async () => {
      const address = email('crashed');
      const longAgo = new Date(Date.now() - 5 * 60_000);
      expect(await t.app.get(UniqueKeys).reserve('email', address, 'never-registered', systemContext('crash', longAgo))).toBe(true);
      const res = await signup({ email: address }).expect(201);
      await login(address).expect(200);
      const stream = await store().readStream(t.app.get(UniqueKeys).streamOf('email', address));
      expect(stream.map((e) => [e.type, (e.data as { ownerId: string }).ownerId])).toEqual([
        ['UniqueKeyReserved', 'never-registered'],
        ['UniqueKeyReleased', 'never-registered'],
        ['UniqueKeyReserved', res.body.user.id],
      ]);
    });

    it('a recent claim of someone still signing up is respected', async () => {
      const address = email('inflight');
      await t.app.get(UniqueKeys).reserve('email', address, 'signing-up-now', systemContext('in flight'));
      await signup({ email: address }).expect(409);
    });

    it('erasing an account frees its e-mail for a new sign-up and drops its secrets and pending codes', async () => {
      const address = email('erased');
      const res = await signup({ email: address }).expect(201);
      await t.http().post('/api/me/email-change').set({ Authorization: `Bearer ${res.body.accessToken}` }).send({ email: email('pending'), currentPassword: 'tamarind-kettle-42' }).expect(200);
      const admin = await t.adminAuth();
      await t.http().delete(`/api/admin/users/${res.body.user.id}`).set(admin).expect(200);
      const db = new Database(join(t.config.dataDir, 'identity.sqlite'), { readonly: true });
      const left = ['passwords', 'refresh_tokens', 'one_time_codes'].map((table) => db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${table === 'one_time_codes' ? 'subject' : 'user_id'} = ?`).get(res.body.user.id));
      db.close();
      expect(left).toEqual([{ n: 0 }, { n: 0 }, { n: 0 }]);
      await signup({ email: address }).expect(201);
    });
  });

  describe('secrets and files', () => {
    it('refuses a token signed with the development secret the README used to publish', async () => {
      const forged = sign({ sub: 'someone', role: 'admin', name: 'x', email: 'x@x' }, 'dev-only-secret-change-me', { expiresIn: 600 });
      await t.http().get('/api/admin/users').set({ Authorization: `Bearer ${forged}` }).expect(401);
    });

    it('keeps a generated signing secret in DATA_DIR, and every file there 600 and every folder 700', async () => {
      expect(readFileSync(join(t.config.dataDir, 'jwt.secret'), 'utf8').length).toBeGreaterThanOrEqual(64);
      const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [join(dir, e.name), ...walk(join(dir, e.name))] : [join(dir, e.name)]));
      const wrong = [t.config.dataDir, ...walk(t.config.dataDir)].filter((path) => (statSync(path).mode & 0o777) !== (statSync(path).isDirectory() ? 0o700 : 0o600));
      expect(wrong).toEqual([]);
      expect(readdirSync(t.config.dataDir)).toEqual(expect.arrayContaining(['events.sqlite', 'keys.sqlite', 'identity.sqlite', 'jwt.secret', 'unique-keys.secret']));
    });

    it('refuses in production a JWT_SECRET shorter than 32 bytes', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(/at least 32 bytes/);
      expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    });
  });

  describe('sessions', () => {
    const bearer = (session: { body: { accessToken: string } }) => ({ Authorization: `Bearer ${session.body.accessToken}` });
    const me = (auth: { Authorization: string }) => t.http().get('/api/auth/me').set(auth);
    it('a reused refresh token ends the whole family, the thief’s and the owner’s', async () => {
      const first = await signup({ email: email('family') }).expect(201);
      const second = await t.http().post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken }).expect(200);
      ageFirstUse(t, first.body.refreshToken);
      await t.http().post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken }).expect(401);
      await t.http().post('/api/auth/refresh').send({ refreshToken: second.body.refreshToken }).expect(401);
    });

    it('two tabs renewing one session together both stay signed in', async () => {
      const first = await signup({ email: email('two-tabs') }).expect(201);
      const [a, b] = await Promise.all([0, 1].map(() => t.http().post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken })));
      expect([a.status, b.status]).toEqual([200, 200]);
      for (const tab of [a, b]) {
        await me(bearer(tab)).expect(200);
        await t.http().post('/api/auth/refresh').send({ refreshToken: tab.body.refreshToken }).expect(200);
      }
    });


    it('signing out ends that session’s access token at once, and only that session’s', async () => {
      const address = email('leaver');
      const first = await signup({ email: address }).expect(201);
      const other = await login(address).expect(200);
      await me(bearer(first)).expect(200);
      await t.http().post('/api/auth/logout').send({ refreshToken: first.body.refreshToken }).expect(204);
      expect((await me(bearer(first)).expect(401)).body.message).toBe('Your session has ended; please sign in again');
      await me(bearer(other)).expect(200);
      // A renewed token belongs to the same session: it works until that session ends, then stops too.
      const renewed = await t.http().post('/api/auth/refresh').send({ refreshToken: other.body.refreshToken }).expect(200);
      await me(bearer(renewed)).expect(200);
      await t.http().post('/api/auth/logout').send({ refreshToken: renewed.body.refreshToken }).expect(204);
      await me(bearer(other)).expect(401);
      await me(bearer(renewed)).expect(401);
    });

    it('a password change or reset ends the access tokens of every session, the changing one’s included', async () => {
      const address = email('rotator');
      const first = await signup({ email: address }).expect(201);
      const other = await login(address).expect(200);
      const changed = await t.http().post('/api/auth/password/change').set(bearer(first)).send({ currentPassword: 'tamarind-kettle-42', newPassword: 'cardamom-lantern-9' }).expect(200);
      await me(bearer(first)).expect(401);
      await me(bearer(other)).expect(401);
      await me(bearer(changed)).expect(200);

      await t.http().post('/api/auth/password/forgot').send({ email: address }).expect(200);
      await t.http().post('/api/auth/password/reset').send({ email: address, code: await codeSentTo(address), password: 'saffron-bridge-31' }).expect(200);
      await me(bearer(changed)).expect(401);
    });

    it('deactivation and erasure end the access tokens for good: reactivating does not bring one back', async () => {
      const admin = await t.adminAuth();
      const kept = await signup({ email: email('paused') }).expect(201);
      await t.http().put(`/api/admin/users/${kept.body.user.id}`).set(admin).send({ status: 'Inactive' }).expect(200);
      await me(bearer(kept)).expect(401);
      await t.http().put(`/api/admin/users/${kept.body.user.id}`).set(admin).send({ status: 'Active' }).expect(200);
      await me(bearer(kept)).expect(401);
      await t.http().post('/api/auth/refresh').send({ refreshToken: kept.body.refreshToken }).expect(401);

      const gone = await signup({ email: email('gone') }).expect(201);
      await t.http().delete(`/api/admin/users/${gone.body.user.id}`).set(admin).expect(200);
      await me(bearer(gone)).expect(401);
    });

    it('refuses a well-signed access token that names no session (issued before sessions were named)', async () => {
      const session = await signup({ email: email('nosid') }).expect(201);
      const { sub, role, name, email: address } = t.app.get(JwtService).decode(session.body.accessToken);
      const unnamed = t.app.get(JwtService).sign({ sub, role, name, email: address }, { expiresIn: 600 });
      await me({ Authorization: `Bearer ${unnamed}` }).expect(401);
      await me(bearer(session)).expect(200);
    });

    it('a signed-out admin’s token gets no back-office list, not even one kept for them', async () => {
      const session = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
      await t.http().get('/api/admin/users').set(bearer(session)).expect(200);
      await t.http().get('/api/admin/users').set(bearer(session)).expect(200); // kept now (the cached-list fast path)
      await t.http().post('/api/auth/logout').send({ refreshToken: session.body.refreshToken }).expect(204);
      await t.http().get('/api/admin/users').set(bearer(session)).expect(401);
    });

    it('a phone-verification token proves the phone once', async () => {
      const phone = '+919811100001';
      await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      const { body } = await t.http().post('/api/auth/otp/verify').send({ phone, code: await codeSentTo(phone) }).expect(200);
      const first = await signup({ email: email('phone'), phone, phoneVerificationToken: body.phoneVerificationToken }).expect(201);
      expect(first.body.user.phoneVerified).toBe(true);
      const reuse = await signup({ email: email('phone'), phone, phoneVerificationToken: body.phoneVerificationToken }).expect(400);
      expect(reuse.body.errors).toEqual({ phone: 'Please verify your phone number' });
    });

    it('a refused sign-up gives the phone token back', async () => {
      const phone = '+919811100002';
      await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      const { body } = await t.http().post('/api/auth/otp/verify').send({ phone, code: await codeSentTo(phone) }).expect(200);
      await signup({ email: email('weak'), phone, password: '111111', phoneVerificationToken: body.phoneVerificationToken }).expect(400);
      await signup({ email: email('strong'), phone, phoneVerificationToken: body.phoneVerificationToken }).expect(201);
    });
  });

  describe('passwords', () => {
    it('refuses common passwords and ones containing the e-mail or name, with the field named', async () => {
      expect((await signup({ email: email(), password: '111111' }).expect(400)).body.errors).toEqual({ password: TOO_COMMON });
      const address = email('mohan');
      expect((await signup({ email: address, password: `${address}` }).expect(400)).body.errors).toEqual({ password: CONTAINS_IDENTITY });
      expect((await signup({ email: email(), name: 'Lakshmi Iyer', password: 'lakshmi-2026' }).expect(400)).body.errors).toEqual({ password: CONTAINS_IDENTITY });
      expect((await signup({ email: email(), password: '12345' }).expect(400)).body.errors).toEqual({ password: 'Password must be at least 6 characters' });
    });

    it('changes the password with the current one, ending every other session', async () => {
      const address = email('changer');
      const first = await signup({ email: address }).expect(201);
      const auth = { Authorization: `Bearer ${first.body.accessToken}` };
      const wrong = await t.http().post('/api/auth/password/change').set(auth).send({ currentPassword: 'not-it-at-all', newPassword: 'cardamom-lantern-9' }).expect(400);
      expect(wrong.body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
      const changed = await t.http().post('/api/auth/password/change').set(auth).send({ currentPassword: 'tamarind-kettle-42', newPassword: 'cardamom-lantern-9' }).expect(200);
      expect(changed.body.refreshToken).toEqual(expect.any(String));
      await t.http().post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken }).expect(401);
      await login(address).expect(401);
      await login(address, 'cardamom-lantern-9').expect(200);
      const history = (await store().readStream(`user-${first.body.user.id}`)).map((e) => e.type);
      expect(history).toEqual(['UserRegistered', 'PasswordChanged']);
      await t.http().post('/api/auth/password/change').send({ currentPassword: 'x', newPassword: 'cardamom-lantern-9' }).expect(401);
    });

    it('resets a forgotten password with an e-mailed code, answering alike for unknown e-mails', async () => {
      const address = email('forgetful');
      const first = await signup({ email: address }).expect(201);
      const known = await t.http().post('/api/auth/password/forgot').send({ email: address }).expect(200);
      const unknown = await t.http().post('/api/auth/password/forgot').send({ email: email('nobody') }).expect(200);
      expect(unknown.body).toEqual(known.body);
      const code = await codeSentTo(address);
      expect((await outbox()).find((m) => m.to === address)).toMatchObject({ channel: 'email', subject: 'Reset your Bazaar password' });
      const wrong = await t.http().post('/api/auth/password/reset').send({ email: address, code: code === '000000' ? '111111' : '000000', password: 'saffron-bridge-31' }).expect(400);
      expect(wrong.body.errors).toEqual({ code: 'This code is not valid or has expired' });
      const stranger = await t.http().post('/api/auth/password/reset').send({ email: email('nobody'), code, password: 'saffron-bridge-31' }).expect(400);
      expect(stranger.body).toEqual(wrong.body);
      await t.http().post('/api/auth/password/reset').send({ email: address, code, password: 'saffron-bridge-31' }).expect(200);
      await t.http().post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken }).expect(401);
      await login(address, 'saffron-bridge-31').expect(200);
      await t.http().post('/api/auth/password/reset').send({ email: address, code, password: 'another-pass-77' }).expect(400);
    });

    it('locks five wrong reset codes alike whether or not the e-mail has an account', async () => {
      const address = email('probed');
      await signup({ email: address }).expect(201);
      const guess = async (e: string) => {
        await t.http().post('/api/auth/password/forgot').send({ email: e }).expect(200);
        const wrong = (await codeSentTo(e)) === '000000' ? '111111' : '000000';
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push((await t.http().post('/api/auth/password/reset').send({ email: e, code: wrong, password: 'saffron-bridge-31' }).expect(400)).body.errors);
        return answers;
      };
      const known = await guess(address);
      expect(known[5]).toEqual({ code: 'Too many wrong codes; please request a new one' });
      expect(await guess(email('nobody'))).toEqual(known);
    });

    it('keeps a stranger’s reset code under a keyed digest of the address that a dictionary cannot reverse', async () => {
      const stranger = email('dictionary');
      await t.http().post('/api/auth/password/forgot').send({ email: stranger }).expect(200);
      const db = new Database(join(t.config.dataDir, 'identity.sqlite'), { readonly: true });
      const subjects = (db.prepare("SELECT subject FROM one_time_codes WHERE purpose = 'password-reset'").all() as { subject: string }[]).map((r) => r.subject);
      const counted = (db.prepare('SELECT DISTINCT key FROM otp_sends').all() as { key: string }[]).map((r) => r.key);
      db.close();
      // Whoever reads identity.sqlite and hashes a list of e-mails must not find this one.
      const bare = createHash('sha256').update(stranger).digest('hex');
      expect([...subjects, ...counted].filter((text) => text.includes(bare))).toEqual([]);
      // It is an HMAC under DATA_DIR/unique-keys.secret, of its own kind (not the e-mail reservation's).
      const secret = Buffer.from(readFileSync(join(t.config.dataDir, 'unique-keys.secret'), 'utf8').trim(), 'base64');
      const keyed = `no-account:${createHmac('sha256', secret).update(`standin\0${stranger}`).digest('base64url')}`;
      expect(subjects).toContain(keyed);
      expect(counted).toContain(`password-reset:${keyed}`);
    });

    it('sends an account at most five reset codes an hour, answering the same after', async () => {
      const address = email('guessed');
      await signup({ email: address }).expect(201);
      const answers = [];
      for (let i = 0; i < PASSWORD_RESET_CODES_PER_ACCOUNT + 2; i++) answers.push((await t.http().post('/api/auth/password/forgot').send({ email: address }).expect(200)).body);
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect((await outbox()).filter((m) => m.to === address)).toHaveLength(PASSWORD_RESET_CODES_PER_ACCOUNT);
    });
  });

  describe('phone sign-in', () => {
    it('refuses a phone that no account has verified', async () => {
      const unverified = '+919811100004';
      await signup({ email: email('unverified'), phone: unverified }).expect(201);
      await t.http().post('/api/auth/otp/send').send({ phone: unverified }).expect(200);
      const refused = await t.http().post('/api/auth/phone-login').send({ phone: unverified, code: await codeSentTo(unverified) }).expect(401);
      expect(refused.body.message).toBe('No account is linked to this verified phone number');
      const wrongCode = await t.http().post('/api/auth/phone-login').send({ phone: unverified, code: '123456' }).expect(400);
      expect(wrongCode.body.errors).toEqual({ code: 'Invalid verification code. Please try again.' });
    });

    it('answers a session for the phone’s account', async () => {
      const phone = '+919811100005';
      await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      const { body } = await t.http().post('/api/auth/otp/verify').send({ phone, code: await codeSentTo(phone) }).expect(200);
      const account = await signup({ email: email('phonelogin'), phone, phoneVerificationToken: body.phoneVerificationToken }).expect(201);
      // The code used to verify was spent; sign-in needs a fresh one once the resend wait is over.
      const db = new Database(join(t.config.dataDir, 'identity.sqlite'));
      db.prepare('UPDATE otp_codes SET sent_at = sent_at - 61000 WHERE phone = ?').run(phone);
      db.close();
      await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      const session = await t.http().post('/api/auth/phone-login').send({ phone, code: await codeSentTo(phone) }).expect(200);
      expect(session.body.user).toMatchObject({ id: account.body.user.id, phone, phoneVerified: true });
      expect(session.body.refreshToken).toEqual(expect.any(String));
    });
  });

  describe('one spelling per phone', () => {
    const sendAndVerify = async (phone: string) => {
      await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
      const code = (await outbox()).find((m) => m.channel === 'sms' && m.to === '+919876501234')?.body.match(/\b(\d{6})\b/)?.[1];
      return (await t.http().post('/api/auth/otp/verify').send({ phone, code }).expect(200)).body;
    };
    it('9876501234, +919876501234, 09876501234 and 919876501234 are one phone for limits, uniqueness and sign-in', async () => {
      const first = await sendAndVerify('9876501234');
      expect(first.phone).toBe('+919876501234');
      const account = await signup({ email: email('mobile'), phone: '98765 01234', phoneVerificationToken: first.phoneVerificationToken }).expect(201);
      expect(account.body.user).toMatchObject({ phone: '+919876501234', phoneVerified: true });
      const second = await sendAndVerify('09876501234');
      const taken = await signup({ email: email('mobile'), phone: '919876501234', phoneVerificationToken: second.phoneVerificationToken }).expect(409);
      expect(taken.body.errors).toEqual({ phone: 'This phone number is already linked to another account' });
      await t.http().post('/api/auth/otp/send').send({ phone: '+91 98765 01234' }).expect(200);
      // The resend wait and the hourly cap count the number, however it is written.
      for (const phone of ['9876501234', '919876501234', '0091 98765 01234'])
        expect((await t.http().post('/api/auth/otp/send').send({ phone }).expect(429)).body.message).toBe('Please wait before requesting another code');
      const code = (await outbox()).find((m) => m.to === '+919876501234')?.body.match(/\b(\d{6})\b/)?.[1];
      const session = await t.http().post('/api/auth/phone-login').send({ phone: '919876501234', code }).expect(200);
      expect(session.body.user.id).toBe(account.body.user.id);
      // Three codes so far; two more reach the hourly cap of five for the phone, whatever the spelling.
      for (const phone of ['09876501234', '+919876501234']) {
        await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
        await t.http().post('/api/auth/otp/verify').send({ phone, code: (await outbox()).find((m) => m.to === '+919876501234')?.body.match(/\b(\d{6})\b/)?.[1] }).expect(200);
      }
      expect((await t.http().post('/api/auth/otp/send').send({ phone: '9876501234' }).expect(429)).body.message).toBe('Too many codes for this phone; try again later');
    });

    it('a phone verified under an older spelling still belongs to its account', async () => {
      const holder = await signup({ email: email('legacy') }).expect(201);
      const unique = t.app.get(UniqueKeys);
      expect(await unique.reserve('phone', '9876509876', holder.body.user.id, systemContext('before one spelling'))).toBe(true);
      await t.http().post('/api/auth/otp/send').send({ phone: '+919876509876' }).expect(200);
      const code = (await outbox()).find((m) => m.to === '+919876509876')?.body.match(/\b(\d{6})\b/)?.[1];
      const verified = (await t.http().post('/api/auth/otp/verify').send({ phone: '+919876509876', code }).expect(200)).body;
      await signup({ email: email('legacy'), phone: '+919876509876', phoneVerificationToken: verified.phoneVerificationToken }).expect(409);
      await t.http().post('/api/auth/otp/send').send({ phone: '09876509876' }).expect(200);
      const again = (await outbox()).find((m) => m.to === '+919876509876')?.body.match(/\b(\d{6})\b/)?.[1];
      expect((await t.http().post('/api/auth/phone-login').send({ phone: '09876509876', code: again }).expect(200)).body.user.id).toBe(holder.body.user.id);
    });
  });

  describe('profile settings', () => {
    it('changes the name', async () => {
      const res = await signup({ email: email('renamed') }).expect(201);
      const auth = { Authorization: `Bearer ${res.body.accessToken}` };
      const updated = await t.http().put('/api/me/profile').set(auth).send({ name: 'Asha R. Menon' }).expect(200);
      expect(updated.body.name).toBe('Asha R. Menon');
      expect((await t.http().put('/api/me/profile').set(auth).send({ name: '' }).expect(400)).body.errors).toEqual({ name: 'Name is required' });
    });

    it('changes the e-mail once the new address confirms with a code; the old one is then free', async () => {
      const old = email('mover');
      const taken = email('taken');
      const res = await signup({ email: old }).expect(201);
      await signup({ email: taken }).expect(201);
      const auth = { Authorization: `Bearer ${res.body.accessToken}` };
      expect((await t.http().post('/api/me/email-change').set(auth).send({ email: taken, currentPassword: 'tamarind-kettle-42' }).expect(409)).body.errors).toEqual({ email: 'An account with this email already exists' });
      const next = email('moved');
      await t.http().post('/api/me/email-change').set(auth).send({ email: next, currentPassword: 'tamarind-kettle-42' }).expect(200);
      const code = await codeSentTo(next);
      await login(next).expect(401);
      await t.http().post('/api/me/email-change/confirm').set(auth).send({ code: code === '000000' ? '111111' : '000000' }).expect(400);
      const changed = await t.http().post('/api/me/email-change/confirm').set(auth).send({ code }).expect(200);
      expect(changed.body).toMatchObject({ message: 'Your email address has been changed.', accessToken: expect.any(String), refreshToken: expect.any(String), user: { id: res.body.user.id, email: next } });
      await login(next).expect(200);
      await login(old).expect(401);
      expect((await outbox()).find((m) => m.to === old)).toMatchObject({ channel: 'email', subject: 'Your email address was changed' });
      await signup({ email: old }).expect(201);
    });

    it('tells its owner of the change waiting for its code (as after a reload), resends it to that address under the caps, and cancels it on the server', async () => {
      const res = await signup({ email: email('pending') }).expect(201);
      const auth = { Authorization: `Bearer ${res.body.accessToken}` };
      expect((await t.http().get('/api/me/email-change').set(auth).expect(200)).body).toEqual({ pending: null });
      const next = email('waiting');
      await t.http().post('/api/me/email-change').set(auth).send({ email: next, currentPassword: 'tamarind-kettle-42' }).expect(200);
      const first = await codeSentTo(next);
      const pending = (await t.http().get('/api/me/email-change').set(auth).expect(200)).body.pending;
      expect(pending).toEqual({ email: next, sentAt: expect.any(String), expiresAt: expect.any(String) });
      expect(Date.parse(pending.expiresAt) - Date.parse(pending.sentAt)).toBe(15 * 60_000);
      expect(Date.parse(pending.expiresAt)).toBeGreaterThan(Date.now());
      // Another account sees only its own (none).
      const other = { Authorization: `Bearer ${(await signup({ email: email('bystander') }).expect(201)).body.accessToken}` };
      expect((await t.http().get('/api/me/email-change').set(other).expect(200)).body).toEqual({ pending: null });
      await t.http().post('/api/me/email-change/resend').set(other).expect(409);
      await t.http().get('/api/me/email-change').expect(401);

      // Resend: no password asked again (the address was chosen with it), the same wait between codes.
      const early = await t.http().post('/api/me/email-change/resend').set(auth).expect(429);
      expect(early.body.message).toBe('Please wait before requesting another code');
      const db = new Database(join(t.config.dataDir, 'identity.sqlite'));
      db.prepare('UPDATE otp_sends SET sent_at = sent_at - 61000 WHERE key = ?').run(`email-change:${res.body.user.id}`);
      db.close();
      const resent = await t.http().post('/api/me/email-change/resend').set(auth).expect(200);
      expect(resent.body.pending.email).toBe(next);
      const second = await codeSentTo(next);
      expect((await outbox()).filter((m) => m.to === next)).toHaveLength(2);
      if (second !== first) await t.http().post('/api/me/email-change/confirm').set(auth).send({ code: first }).expect(400);

      // Cancel: the waiting change ends on the server; its code confirms nothing.
      expect((await t.http().delete('/api/me/email-change').set(auth).expect(200)).body).toEqual({ message: 'Your email change was cancelled.', pending: null });
      expect((await t.http().get('/api/me/email-change').set(auth).expect(200)).body).toEqual({ pending: null });
      await t.http().post('/api/me/email-change/confirm').set(auth).send({ code: second }).expect(400);
      expect((await t.http().post('/api/me/email-change/resend').set(auth).expect(409)).body.message).toBe('There is no email change waiting for a code; please start again');
      await t.http().delete('/api/me/email-change').set(auth).expect(409);
      await login(next).expect(401);
    });

    it('takes e-mails with surrounding spaces or capitals as accounts spell them: e-mail change, forgotten password, sign-up and login', async () => {
      const spaced = (address: string) => `  ${address.toUpperCase()} `;
      const address = email('spaced');
      await signup({ email: spaced(address) }).expect(201);
      await login(spaced(address)).expect(200);
      await t.http().post('/api/auth/password/forgot').send({ email: spaced(address) }).expect(200);
      expect(await codeSentTo(address)).toMatch(/^\d{6}$/);
      const auth = { Authorization: `Bearer ${(await login(address).expect(200)).body.accessToken}` };
      const next = email('respaced');
      await t.http().post('/api/me/email-change').set(auth).send({ email: spaced(next), currentPassword: 'tamarind-kettle-42' }).expect(200);
      expect(await codeSentTo(next)).toMatch(/^\d{6}$/);
      expect((await t.http().post('/api/me/email-change').set(auth).send({ email: '  not an address ', currentPassword: 'tamarind-kettle-42' }).expect(400)).body.errors).toEqual({ email: 'Please enter a valid email address' });
    });

    it('asks for the current password before sending a code: a stolen access token alone cannot move the account', async () => {
      const res = await signup({ email: email('guarded') }).expect(201);
      const auth = { Authorization: `Bearer ${res.body.accessToken}` };
      const target = email('mallory');
      const missing = await t.http().post('/api/me/email-change').set(auth).send({ email: target }).expect(400);
      expect(missing.body.errors).toEqual({ currentPassword: 'Please enter your current password' });
      const wrong = await t.http().post('/api/me/email-change').set(auth).send({ email: target, currentPassword: 'not-the-password' }).expect(400);
      expect(wrong.body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
      // Not even whether the address has an account is told without the password.
      const takenAddress = email('someone');
      await signup({ email: takenAddress }).expect(201);
      expect((await t.http().post('/api/me/email-change').set(auth).send({ email: takenAddress, currentPassword: 'nope-nope-nope' }).expect(400)).body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
      expect((await outbox()).filter((m) => m.to === target)).toEqual([]);
    });

    it('confirming the change ends every other session (refresh and access tokens) and answers a new one', async () => {
      const address = email('moving');
      const first = await signup({ email: address }).expect(201);
      const other = await login(address).expect(200);
      const auth = { Authorization: `Bearer ${first.body.accessToken}` };
      const next = email('moved');
      await t.http().post('/api/me/email-change').set(auth).send({ email: next, currentPassword: 'tamarind-kettle-42' }).expect(200);
      const changed = await t.http().post('/api/me/email-change/confirm').set(auth).send({ code: await codeSentTo(next) }).expect(200);
      for (const session of [first, other]) {
        await t.http().post('/api/auth/refresh').send({ refreshToken: session.body.refreshToken }).expect(401);
        await t.http().get('/api/auth/me').set({ Authorization: `Bearer ${session.body.accessToken}` }).expect(401);
      }
      expect((await t.http().get('/api/auth/me').set({ Authorization: `Bearer ${changed.body.accessToken}` }).expect(200)).body.email).toBe(next);
      await t.http().post('/api/auth/refresh').send({ refreshToken: changed.body.refreshToken }).expect(200);
    });

    describe('codes sent for an e-mail change are capped', () => {
      const overAMinuteAgo = (key: string) => {
        const db = new Database(join(t.config.dataDir, 'identity.sqlite'));
        db.prepare('UPDATE otp_sends SET sent_at = sent_at - 61000 WHERE key = ?').run(key);
        db.close();
      };
      const ask = (auth: { Authorization: string }, to: string) => t.http().post('/api/me/email-change').set(auth).send({ email: to, currentPassword: 'tamarind-kettle-42' });

      it('per account: a wait between codes, then at most 5 an hour, each refusal 429 with Retry-After', async () => {
        const res = await signup({ email: email('asker') }).expect(201);
        const auth = { Authorization: `Bearer ${res.body.accessToken}` };
        await ask(auth, email('new')).expect(200);
        const again = await ask(auth, email('new')).expect(429);
        expect(again.body).toMatchObject({ message: 'Please wait before requesting another code', retryAfter: expect.any(Number) });
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
        for (let sent = 1; sent < 5; sent++) {
          overAMinuteAgo(`email-change:${res.body.user.id}`);
          await ask(auth, email('new')).expect(200);
        }
        overAMinuteAgo(`email-change:${res.body.user.id}`);
        const capped = await ask(auth, email('new')).expect(429);
        expect(capped.body.message).toBe('Too many email change codes requested; please try again later');
        expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
      });

      it('per address: however many accounts ask, one address gets at most 3 codes an hour', async () => {
        const victim = email('victim');
        const askers = await Promise.all([1, 2, 3, 4].map(async () => ({ Authorization: `Bearer ${(await signup({ email: email('spammer') }).expect(201)).body.accessToken}` })));
        for (const auth of askers.slice(0, 3)) await ask(auth, victim).expect(200);
        const refused = await ask(askers[3], victim).expect(429);
        expect(refused.body.message).toBe('Too many codes were sent to this email address; please try again later');
        expect(refused.headers['retry-after']).toEqual(expect.any(String));
        expect((await outbox()).filter((m) => m.to === victim)).toHaveLength(3);
      });
    });
  });

  it('the dev outbox lists both channels', async () => {
    await t.http().post('/api/auth/otp/send').send({ phone: '+919811100009' }).expect(200);
    const address = email('outbox');
    await signup({ email: address }).expect(201);
    await t.http().post('/api/auth/password/forgot').send({ email: address }).expect(200);
    const channels = new Set((await outbox()).map((m) => m.channel));
    expect([...channels].sort()).toEqual(['email', 'sms']);
  });
});

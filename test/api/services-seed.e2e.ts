import { CITIES, SERVICE_CATEGORIES, SERVICE_DURATIONS } from '@bazaar/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PROVIDERS, DEMO_REVIEWS } from '../../backend/src/app/seed/demo-services';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { eventually, startApp, TestApp } from '../support/app';

/**
 * The services part of the demo seed: live services in every category in every city, from
 * several provider accounts that can sign in, and completed bookings with reviews, all made
 * through the ordinary commands (their events are in the log, by the system's demo seed).
 */
describe('services demo seed', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startApp({ seedDemo: true });
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  it('lists services in every category in every city, from several providers', async () => {
    const missing: string[] = [];
    for (const category of SERVICE_CATEGORIES) {
      for (const city of CITIES) {
        const res = await t.http().get('/api/services').query({ category, city }).expect(200);
        if (res.body.total === 0) missing.push(`${category} in ${city}`);
      }
    }
    expect(missing).toEqual([]);
    // Only verified providers' services are listed: the one awaiting verification's are not yet.
    const verified = DEMO_PROVIDERS.filter((p) => p.verified);
    const all = await t.http().get('/api/services').query({ perPage: 100 }).expect(200);
    expect(all.body.total).toBe(verified.flatMap((p) => p.services).length);
    expect(new Set(all.body.items.map((s: { provider: { id: string } }) => s.provider.id)).size).toBe(verified.length);
    for (const city of CITIES) {
      const counts = await t.http().get('/api/services/counts').query({ city }).expect(200);
      expect(Object.values(counts.body.categories).every((n) => (n as number) > 0)).toBe(true);
    }
  });

  it('has completed bookings with their reviews and replies, reflected in the ratings', async () => {
    const bookings = await t.http().get('/api/admin/bookings').query({ filter: JSON.stringify({ status: 'completed' }), range: '[0,99]' }).set(admin).expect(200);
    // A demo booking's answer window lies in the past: its timeout may win the race with the acceptance.
    expect(bookings.body.length).toBeGreaterThanOrEqual(DEMO_REVIEWS.length - 2);
    const reviews = await t.http().get('/api/admin/reviews').query({ range: '[0,99]' }).set(admin).expect(200);
    expect(reviews.body).toHaveLength(bookings.body.length);
    expect(reviews.body.some((r: { reply: string | null }) => r.reply)).toBe(true);
    const reviewed = await t.http().get(`/api/services/${reviews.body[0].serviceId}`).expect(200);
    expect(reviewed.body.reviewCount).toBeGreaterThan(0);
    expect(reviewed.body.reviews[0]).toMatchObject({ rating: expect.any(Number), comment: expect.any(String) });
  });

  it("dates each booking's review after its completion and its provider's payment at that completion, all by the seed day", async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const [marker] = await store.readStream('seed-demo-services');
    const seeded = marker!.metadata.occurredAt;
    const of = async <D>(type: string) => (await store.readAll({ types: [type] })).map((e) => e.data as D);
    const completed = await of<{ bookingId: string; completedAt: string; endsAt: string | null }>('BookingCompleted');
    const reviews = new Map((await of<{ bookingId: string; postedAt: string }>('ReviewPosted')).map((r) => [r.bookingId, r.postedAt]));
    const replies = new Map((await of<{ bookingId: string; repliedAt: string }>('ReviewReplyPosted')).map((r) => [r.bookingId, r.repliedAt]));
    const earnings = new Map((await of<{ sourceId: string; entryId: string; recordedAt: string; availableAt: string }>('EarningRecorded')).map((e) => [e.sourceId, e]));
    const cleared = new Set((await of<{ entryId: string }>('EarningCleared')).map((e) => e.entryId));
    expect(completed.length).toBeGreaterThan(0);
    const hold = t.config.earningsClearingHours * 3_600_000;
    for (const { bookingId, completedAt, endsAt } of completed) {
      const posted = reviews.get(bookingId)!;
      const earning = earnings.get(bookingId)!;
      expect({ bookingId, reviewAfterCompletion: posted > completedAt, reviewBySeedDay: posted <= seeded }).toEqual({ bookingId, reviewAfterCompletion: true, reviewBySeedDay: true });
      if (replies.has(bookingId)) expect([replies.get(bookingId)! > posted, replies.get(bookingId)! <= seeded]).toEqual([true, true]);
      // The payment is the provider's from the moment the booking was completed, not from the day the demo was seeded.
      expect({ bookingId, recordedAt: earning.recordedAt }).toEqual({ bookingId, recordedAt: completedAt });
      const availableAt = new Date(Math.max(Date.parse(completedAt), endsAt ? Date.parse(endsAt) : 0) + hold).toISOString();
      expect(earning.availableAt).toBe(availableAt);
      // Cleared by the seed day when its clearing period is over by then; still pending otherwise.
      expect({ bookingId, cleared: cleared.has(earning.entryId) }).toEqual({ bookingId, cleared: availableAt <= seeded });
    }
    expect(completed.some(({ bookingId }) => cleared.has(earnings.get(bookingId)!.entryId))).toBe(true);
  });

  it('gives each provider and customer a sign-in, kept in demo-accounts.txt, and seeds through the ordinary events', async () => {
    const accounts = readFileSync(join(t.config.dataDir, 'demo-accounts.txt'), 'utf8');
    const [, email, password] = /Demo service provider: .*\n {2}email: (\S+)\n {2}password: (\S+)/.exec(accounts)!;
    const provider = await t.bearer(email!, password!);
    const own = await t.http().get('/api/admin/services').set(provider).expect(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect(accounts).toMatch(/Demo customer: /);
    const [marker] = await t.app.get<EventStore>(EVENT_STORE).readStream('seed-demo-services');
    expect(marker).toMatchObject({ type: 'DemoDataSeeded', data: { part: 'services', counts: { providers: DEMO_PROVIDERS.length } } });
  });

  it("puts each provider's document on file; an admin verified all but the one left for the Verify button", async () => {
    const providers = await t.http().get('/api/admin/providers').query({ range: '[0,99]' }).set(admin).expect(200);
    const demo = providers.body.filter((p: { email: string }) => p.email.endsWith('@demo.bazaar.example'));
    expect(demo).toHaveLength(DEMO_PROVIDERS.length);
    const pending = demo.filter((p: { status: string }) => p.status !== 'Verified');
    expect(pending).toHaveLength(DEMO_PROVIDERS.filter((p) => !p.verified).length);
    const document = await t.http().get(`/api/admin/providers/${pending[0].id}/document`).set(admin).expect(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.body.subarray(0, 5).toString()).toBe('%PDF-');
    // The storefront lists only verified providers' services, and the pending one's once the admin verifies them.
    const listed = async () => (await t.http().get('/api/services').query({ perPage: 100 }).expect(200)).body.items as { provider: { id: string; verified: boolean } }[];
    const before = await listed();
    expect(before.every((s) => s.provider.verified)).toBe(true);
    expect(before.some((s) => s.provider.id === pending[0].id)).toBe(false);
    await t.http().post(`/api/admin/providers/${pending[0].id}/verify`).set(admin).expect(201);
    const pendingServices = DEMO_PROVIDERS.find((p) => !p.verified)!.services.length;
    await eventually(async () => {
      const after = await listed();
      return after.length === before.length + pendingServices && after.every((s) => s.provider.verified) ? true : null;
    });
  });

  it("sorts the admin's Services table by Duration in time order, 30 mins first and Full day last, not as text", async () => {
    const sorted = async (order: 'ASC' | 'DESC') =>
      (await t.http().get('/api/admin/services').query({ sort: JSON.stringify(['duration', order]), range: '[0,99]' }).set(admin).expect(200)).body.map((s: { duration: string }) => s.duration);
    const ascending = await sorted('ASC');
    // The seed offers every duration; as text, 30 mins came between 3 hours and 4 hours.
    expect([...new Set(ascending)]).toEqual([...SERVICE_DURATIONS]);
    expect([...new Set(await sorted('DESC'))]).toEqual([...SERVICE_DURATIONS].reverse());
  });
});

import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SEED_PARTS } from '../../backend/src/app/seed/demo-seed-parts';
import { DEMO_RATES } from '../../backend/src/app/seed/demo-rates';
import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { systemContext, toNewEvents } from '../../backend/src/platform/event-store/metadata';
import { startApp } from '../support/app';

/**
 * The demo seed is a list of parts, each run once per log and marked in its own stream
 * `seed-demo-<part>`; a restart seeds nothing again, and a log seeded before the parts
 * (one v1 marker in `seed-demo`) counts as having the rates part.
 */
describe('demo seed parts', () => {
  it('runs every part once, in order, each marked in its own stream; a restart adds nothing', async () => {
    const first = await startApp({ seedDemo: true, adminEmail: undefined, adminPassword: undefined });
    const dataDir = first.config.dataDir;
    const store = first.app.get<EventStore>(EVENT_STORE);
    const catalog = first.app.get(EventCatalog);
    const markers = await Promise.all(
      DEMO_SEED_PARTS.map(async (part) => {
        const { name } = first.app.get(part);
        return { name, events: (await store.readStream(`seed-demo-${name}`)).map(catalog.upcast) };
      }),
    );
    expect(markers[0].name).toBe('rates');
    for (const { name, events } of markers) {
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'DemoDataSeeded', data: { part: name }, metadata: { schemaVersion: 2, actor: { kind: 'system', reason: 'demo seed' } } });
    }
    const positions = markers.map((m) => m.events[0].position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(markers[0].events[0].data).toMatchObject({ counts: { rates: DEMO_RATES.length, exchangeRates: 4 } });
    expect(readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8')).toContain('admin@bazaar.example');
    const rates = await first.http().get('/api/rates').query({ perPage: 100 }).expect(200);
    expect(rates.body.total).toBe(DEMO_RATES.length);
    // The catalogue: at least 8 live products in each of the 12 subcategories, each with its own picture.
    const counts = await first.http().get('/api/products/counts').expect(200);
    expect(Object.values(counts.body.subcategories as Record<string, number>)).toHaveLength(12);
    for (const count of Object.values(counts.body.subcategories as Record<string, number>)) expect(count).toBeGreaterThanOrEqual(8);
    const fruits = await first.http().get('/api/products').query({ subcategory: 'fruits', perPage: 100 }).expect(200);
    const pictures = new Set(fruits.body.items.map((p: { images: { thumb: string } }) => p.images.thumb));
    expect(pictures.size).toBe(fruits.body.items.length);
    expect([...pictures].every((url) => !String(url).includes('/default-'))).toBe(true);
    const picture = await first.http().get(fruits.body.items[0].images.thumb).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(new Set(fruits.body.items.map((p: { vendor: { verified: boolean } }) => p.vendor.verified))).toEqual(new Set([true]));
    const citiesServed = new Set((await first.http().get('/api/products').query({ perPage: 100 }).expect(200)).body.items.flatMap((p: { cities: string[] }) => p.cities));
    expect(citiesServed.size).toBe(15);
    const head = await store.headPosition();
    await first.app.close();

    const again = await startApp({ dataDir, seedDemo: true, adminEmail: undefined, adminPassword: undefined });
    expect(await again.app.get<EventStore>(EVENT_STORE).headPosition()).toBe(head);
    await again.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the single v1 marker of an older log as the rates part, and upcasts it', async () => {
    const empty = await startApp();
    const dataDir = empty.config.dataDir;
    const store = empty.app.get<EventStore>(EVENT_STORE);
    await store.append('seed-demo', toNewEvents([{ type: 'DemoDataSeeded', data: { rates: 16, seededAt: '2026-01-05T10:00:00.000Z' } }], systemContext('demo seed')), 'no_stream');
    // The later parts are taken as seeded too: this test is about the rates part.
    for (const part of DEMO_SEED_PARTS.slice(1)) {
      const name = empty.app.get(part).name;
      await store.append(`seed-demo-${name}`, toNewEvents([{ type: 'DemoDataSeeded', data: { part: name, counts: {}, seededAt: '2026-01-05T10:00:00.000Z' } }], systemContext('demo seed'), () => 2), 'no_stream');
    }
    await empty.app.close();

    const seeded = await startApp({ dataDir, seedDemo: true });
    const [legacy] = await seeded.app.get<EventStore>(EVENT_STORE).readStream('seed-demo');
    expect(seeded.app.get(EventCatalog).upcast(legacy).data).toEqual({ part: 'rates', counts: { rates: 16 }, seededAt: '2026-01-05T10:00:00.000Z' });
    expect(await seeded.app.get<EventStore>(EVENT_STORE).readStream('seed-demo-rates')).toHaveLength(0);
    expect((await seeded.http().get('/api/rates').expect(200)).body.total).toBe(0);
    await seeded.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

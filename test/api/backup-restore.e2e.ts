import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { trackedRebuild } from '../../backend/src/platform/projections/rebuild-jobs';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { vendorAuth } from '../support/accounts';
import { ADMIN, startApp, TestApp } from '../support/app';
import { checkout, productOnSale, stockOf } from '../support/shop';

/**
 * docs/operations.md, "Backup and restore", done as written: the online backup (SQLite's
 * backup of each database, then the folders and secrets its `cp` names) taken while the app
 * runs, more orders after it, then the restore, into an empty DATA_DIR and in place over the
 * newer files (the rebuild and the checkpoint reset the page gives). After either, the app
 * shows what it held at the backup, people sign in, and a new order holds its stock (the
 * checkout process manager acts on it and the answer waits for it).
 */
const operations = readFileSync(resolve(__dirname, '../../docs/operations.md'), 'utf8');
const restoreSection = operations.slice(operations.indexOf('## Backup and restore'), operations.indexOf('## Erasing a person'));
/** `for db in events keys identity; do sqlite3 ... .backup ...`: the databases the backup takes. */
const databases = restoreSection.match(/for db in ([\w ]+); do sqlite3/)![1].trim().split(/\s+/);
/** `cp -a data/uploads data/images data/... backup/`: what it copies beside them. */
const copied = [...restoreSection.matchAll(/^cp -a ((?:data\/\S+ )+)backup\//gm)].flatMap((m) => m[1].trim().split(/\s+/).map((p) => p.replace(/^data\//, '')));
/** The statement the in-place restore runs on read-models.sqlite after the rebuild. */
const checkpointReset = restoreSection.match(/sqlite3 data\/read-models\.sqlite "([^"]+)"/)![1];

type Auth = { Authorization: string };

describe('backup and restore (docs/operations.md)', () => {
  let dataDir: string;
  let backupDir: string;
  let product: string;
  let customer: { email: string; password: string };
  let atBackup: { orders: unknown[]; users: unknown[]; stock: number };

  const adminView = async (t: TestApp) => {
    const admin = await t.adminAuth();
    const orders = (await t.http().get('/api/admin/orders').query({ sort: '["id","ASC"]', range: '[0,99]' }).set(admin).expect(200)).body;
    const users = (await t.http().get('/api/admin/users').query({ sort: '["id","ASC"]', range: '[0,99]' }).set(admin).expect(200)).body;
    return { orders, users, stock: await stockOf(t, product) };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bazaar-live-')); // given, so close() leaves it for the in-place restore
    const t = await startApp({ dataDir });
    const admin = await t.adminAuth();
    const vendor = await vendorAuth(t);
    product = await productOnSale(t, { Authorization: vendor.Authorization }, admin, { stock: 50 });
    customer = { email: `restore.${Date.now()}@bazaar.test`, password: 'tamarind-kettle-42' };
    const signup = await t.http().post('/api/auth/signup').send({ name: 'Rekha Restore', email: customer.email, password: customer.password }).expect(201);
    const buyer: Auth = { Authorization: `Bearer ${signup.body.accessToken}` };
    await checkout(t, buyer, { items: [{ productId: product, quantity: 1 }] }).expect(201);
    atBackup = await adminView(t);
    expect(atBackup.stock).toBe(49);

    // The online backup, the app running.
    backupDir = mkdtempSync(join(tmpdir(), 'bazaar-backup-'));
    for (const db of databases) {
      const live = new Database(join(dataDir, `${db}.sqlite`), { readonly: true });
      await live.backup(join(backupDir, `${db}.sqlite`));
      live.close();
    }
    for (const name of copied) if (existsSync(join(dataDir, name))) cpSync(join(dataDir, name), join(backupDir, name), { recursive: true });

    // After the backup: more orders, so the checkpoints move well past the backup's log head.
    for (let i = 0; i < 3; i++) await checkout(t, buyer, { items: [{ productId: product, quantity: 2 }] }).expect(201);
    expect(await stockOf(t, product)).toBe(43);
    await t.close();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  });

  /** The restored app shows the backup's records, signs people in, and a new order holds its stock. */
  async function checkRestored(dir: string) {
    const t = await startApp({ dataDir: dir });
    try {
      expect(await adminView(t)).toEqual(atBackup);
      const res = await t.http().post('/api/auth/login').send(customer).expect(200);
      const buyer = { Authorization: `Bearer ${res.body.accessToken}` };
      await t.http().post('/api/auth/login').send(ADMIN).expect(200);
      // A new order: the checkout process manager holds its stock before the answer.
      await checkout(t, buyer, { items: [{ productId: product, quantity: 5 }] }).expect(201);
      expect(await stockOf(t, product)).toBe(44);
    } finally {
      await t.close();
    }
  }

  it('restores into an empty DATA_DIR', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'bazaar-restored-'));
    try {
      cpSync(backupDir, fresh, { recursive: true });
      await checkRestored(fresh);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('restores in place over the newer files: rebuild, then reset the relay and process manager checkpoints', async () => {
    cpSync(backupDir, dataDir, { recursive: true });
    for (const db of databases) for (const suffix of ['-wal', '-shm']) rmSync(join(dataDir, `${db}.sqlite${suffix}`), { force: true });
    // npm run projections:rebuild: the app as the CLI configures it (no workers, no seed, no first admin), every read model rebuilt.
    const cli = await startApp({ dataDir, runWorkers: false, seedDemo: false, adminEmail: undefined, adminPassword: undefined });
    try {
      const projections = cli.app.get(ProjectionRegistry).all();
      const deps = { store: cli.app.get<EventStore>(EVENT_STORE), readStore: cli.app.get<ReadStore>(READ_STORE), catalog: cli.app.get(EventCatalog) };
      await trackedRebuild(deps, projections, 'cli');
    } finally {
      await cli.close();
    }
    const readModels = new Database(join(dataDir, 'read-models.sqlite'));
    readModels.exec(checkpointReset);
    readModels.close();
    await checkRestored(dataDir);
  });
});

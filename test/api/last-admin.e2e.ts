import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { startApp, TestApp } from '../support/app';

/**
 * The back office never loses its last active admin: two admins demoting, deactivating or
 * erasing each other at the same moment cannot both succeed (LastAdminGuard).
 */
describe('the last active admin', () => {
  let t: TestApp;
  let root: { Authorization: string };
  let rootId: string;
  let n = 0;
  beforeAll(async () => {
    t = await startApp();
    root = await t.adminAuth();
    rootId = (await t.http().get('/api/auth/me').set(root).expect(200)).body.id;
  });
  afterAll(() => t.close());

  /** The active admins, as the users read model has them. */
  const activeAdmins = async () => (await t.app.get<ReadStore>(READ_STORE).collection<{ _id: string }>('users').find({ role: 'admin', status: 'Active' })).map((u) => u._id);

  /** A second active admin, signed in. */
  const secondAdmin = async () => {
    const email = `second-admin${++n}.${Date.now()}@bazaar.test`;
    const added = await t.http().post('/api/admin/users').set(root).send({ name: 'Second Admin', email, role: 'admin', password: 'lantern-orchard-92' }).expect(201);
    return { id: added.body.id as string, auth: await t.bearer(email, 'lantern-orchard-92') };
  };

  const race = async (rootDoes: () => Promise<{ status: number; body: { message?: string } }>, otherDoes: () => Promise<{ status: number; body: { message?: string } }>) => {
    const answers = await Promise.all([rootDoes(), otherDoes()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This change would leave no active admin: make another user an admin first');
    return answers;
  };

  const edit = (id: string, by: { Authorization: string }, change: object) => t.http().put(`/api/admin/users/${id}`).set(by).send(change);

  it.each([
    ['demoting', { role: 'customer' }, { role: 'admin' }],
    ['deactivating', { status: 'Inactive' }, { status: 'Active' }],
  ])('of two admins %s each other at once, exactly one succeeds', async (_what, change, undo) => {
    const other = await secondAdmin();
    const [byRoot] = await race(
      () => edit(other.id, root, change),
      () => edit(rootId, other.auth, change),
    );
    // The other won: undo it, so that the next case starts from root alone again.
    if (byRoot.status !== 200) {
      await edit(rootId, other.auth, undo).expect(200);
      root = await t.adminAuth(); // a deactivation ended root's sessions
      await edit(other.id, root, change).expect(200);
    }
    expect(await activeAdmins()).toEqual([rootId]);
  });

  it('an erasure and a demotion crossing each other leave an active admin', async () => {
    const other = await secondAdmin();
    await race(
      () => t.http().delete(`/api/admin/users/${other.id}`).set(root),
      () => edit(rootId, other.auth, { role: 'vendor' }),
    );
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('an edit refused under the last-admin rule leaves its other parts undone (one decision, one append)', async () => {
    const other = await secondAdmin();
    const [byRoot] = await race(
      () => edit(other.id, root, { name: 'Renamed Other', role: 'customer' }),
      () => edit(rootId, other.auth, { role: 'customer' }),
    );
    // The winner is the one admin left, so it reads the other's record.
    const otherNow = (await t.http().get(`/api/admin/users/${other.id}`).set(byRoot.status === 200 ? root : other.auth).expect(200)).body;
    expect(otherNow).toMatchObject(byRoot.status === 200 ? { name: 'Renamed Other', role: 'customer' } : { name: 'Second Admin', role: 'admin' });
    expect(await activeAdmins()).toHaveLength(1);
  });
});

import { ACCOUNTS_PROJECTION, AccountCache } from './account-cache';
import { fakeReadSide as readSide } from '../projections/read-side.testing';

type Account = { id: string; role: string };

describe('AccountCache', () => {
  let now = 0;
  let stored: Map<string, Account>;
  let reads: number;
  const load = (id: string) => async () => (reads++, stored.get(id) ?? null);

  beforeEach(() => {
    now = 0;
    reads = 0;
    stored = new Map([['u1', { id: 'u1', role: 'customer' }]]);
  });

  it('reads every time until a read side is attached (the read models are written elsewhere)', async () => {
    const cache = new AccountCache<Account>(() => now);
    await cache.get('u1', load('u1'));
    await cache.get('u1', load('u1'));
    expect(reads).toBe(2);
  });

  it('keeps an account until the users read model changes, then reads it again', async () => {
    const side = readSide();
    const cache = new AccountCache<Account>(() => now);
    cache.attach(side);
    expect(await cache.get('u1', load('u1'))).toEqual({ id: 'u1', role: 'customer' });
    stored.set('u1', { id: 'u1', role: 'admin' });
    expect(await cache.get('u1', load('u1'))).toEqual({ id: 'u1', role: 'customer' });
    side.tell('orders', 'products');
    expect(await cache.get('u1', load('u1'))).toEqual({ id: 'u1', role: 'customer' });
    expect(reads).toBe(1);
    side.tell('orders', ACCOUNTS_PROJECTION);
    expect(await cache.get('u1', load('u1'))).toEqual({ id: 'u1', role: 'admin' });
    expect(reads).toBe(2);
  });

  it('does not keep a read that a change overtook, nor a missing account', async () => {
    const side = readSide();
    const cache = new AccountCache<Account>(() => now);
    cache.attach(side);
    // The change is told while the read is under way: what it read may predate the change.
    const old = await cache.get('u1', async () => (side.tell(ACCOUNTS_PROJECTION), { id: 'u1', role: 'customer' }));
    expect(old).toEqual({ id: 'u1', role: 'customer' });
    stored.set('u1', { id: 'u1', role: 'admin' });
    expect(await cache.get('u1', load('u1'))).toEqual({ id: 'u1', role: 'admin' });
    expect(await cache.get('u2', load('u2'))).toBeNull();
    stored.set('u2', { id: 'u2', role: 'vendor' });
    expect(await cache.get('u2', load('u2'))).toEqual({ id: 'u2', role: 'vendor' });
  });

  it('reads an account again after a second at most, whatever it was told', async () => {
    const cache = new AccountCache<Account>(() => now);
    cache.attach(readSide());
    await cache.get('u1', load('u1'));
    now = 999;
    await cache.get('u1', load('u1'));
    expect(reads).toBe(1);
    now = 1000;
    await cache.get('u1', load('u1'));
    expect(reads).toBe(2);
  });

  it('holds at most 10,000 accounts, dropping the one read longest ago', async () => {
    const cache = new AccountCache<Account>(() => now);
    cache.attach(readSide());
    for (let i = 0; i <= 10_000; i++) await cache.get(`u${i}`, async () => ({ id: `u${i}`, role: 'customer' }));
    reads = 0;
    await cache.get('u10000', load('u10000'));
    expect(reads).toBe(0);
    await cache.get('u0', load('u0'));
    expect(reads).toBe(1);
  });
});

import { ReadModelCache, ReadModelCaches } from './read-model-cache';
import { fakeReadSide as readSide } from './read-side.testing';

describe('ReadModelCache', () => {
  it('is cleared by a change to any of the read models it watches, and by no other', async () => {
    const side = readSide();
    const cache = new ReadModelCache<string>(['services', 'service-providers']);
    cache.attach(side);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    expect(await cache.get('s1', load)).toBe('read 1');
    side.tell('orders', 'users');
    expect(await cache.get('s1', load)).toBe('read 1');
    side.tell('service-providers');
    expect(await cache.get('s1', load)).toBe('read 2');
    side.tell('services');
    expect(await cache.get('s1', load)).toBe('read 3');
  });
});

describe('ReadModelCaches', () => {
  it('names the read models some cache watches, once each, and attaches every cache to the read side', async () => {
    const caches = new ReadModelCaches();
    const accounts = caches.add(new ReadModelCache<string>(['users']));
    const services = caches.add(new ReadModelCache<string>(['services', 'users']));
    expect(caches.watched().sort()).toEqual(['services', 'users']);
    const side = readSide();
    caches.attach(side);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    await accounts.get('u1', load);
    await services.get('s1', load);
    expect([await accounts.get('u1', load), await services.get('s1', load)]).toEqual(['read 1', 'read 2']);
    side.tell('users');
    expect([await accounts.get('u1', load), await services.get('s1', load)]).toEqual(['read 3', 'read 4']);
  });
});

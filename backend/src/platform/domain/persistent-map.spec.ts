import { PersistentMap } from './persistent-map';

describe('PersistentMap', () => {
  it('given keys set one by one, when read, then each answers its own value and every earlier map stays as it was', () => {
    const empty = PersistentMap.empty<number>();
    const one = empty.set('a', 1);
    const two = one.set('b', 2);
    const changed = two.set('a', 10);
    expect([empty.size, one.size, two.size, changed.size]).toEqual([0, 1, 2, 2]);
    expect([one.get('a'), one.get('b'), two.get('a'), two.get('b'), changed.get('a')]).toEqual([1, undefined, 1, 2, 10]);
    expect([empty.has('a'), one.has('a'), one.has('b')]).toEqual([false, true, false]);
  });

  it('given 100,000 keys that differ only at one end or the other, when read back, then none is lost or mixed up', () => {
    let map = PersistentMap.empty<number>();
    const keys = Array.from({ length: 50_000 }, (_, i) => [`order-${i}-vendor-1`, `vendor-1-order-${i}`]).flat();
    keys.forEach((key, i) => (map = map.set(key, i)));
    expect(map.size).toBe(100_000);
    expect(keys.every((key, i) => map.get(key) === i)).toBe(true);
    expect([map.get('order-50000-vendor-1'), map.get(''), map.get('__proto__'), map.get('constructor')]).toEqual([undefined, undefined, undefined, undefined]);
    expect(map.set('', 7).set('__proto__', 8).get('__proto__')).toBe(8);
  });

  it('given keys set and overwritten, when walked, then every key comes once with its latest value, and an earlier map walks as it was', () => {
    const one = PersistentMap.empty<number>().set('a', 1);
    let map = one;
    for (let i = 0; i < 1000; i++) map = map.set(`k${i}`, i);
    map = map.set('a', 2);
    const walked = new Map(map.entries());
    expect(walked.size).toBe(1001);
    expect([walked.get('a'), walked.get('k999')]).toEqual([2, 999]);
    expect([...one.entries()]).toEqual([['a', 1]]);
    expect([...PersistentMap.empty().entries()]).toEqual([]);
  });
});

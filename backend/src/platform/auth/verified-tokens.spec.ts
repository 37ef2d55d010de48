import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  let now = 1_000_000_000_000; // ms
  const seconds = () => Math.floor(now / 1000);
  const tokens = () => new VerifiedTokens<{ sub: string; exp?: number; nbf?: number }>(() => now, 3);

  it('knows only tokens it was given after verification, by the whole string', () => {
    const cache = tokens();
    cache.remember('a.b.c', { sub: 'u1', exp: seconds() + 60 });
    expect(cache.get('a.b.c')).toEqual({ sub: 'u1', exp: seconds() + 60 });
    expect(cache.get('a.b.C')).toBeNull();
    expect(cache.get('a.b')).toBeNull();
  });

  it('stops answering for a token at its expiry second, as jsonwebtoken does', () => {
    const cache = tokens();
    cache.remember('t1', { sub: 'u1', exp: seconds() + 2 });
    now += 1000;
    expect(cache.get('t1')?.sub).toBe('u1');
    now += 1000;
    expect(cache.get('t1')).toBeNull();
    now -= 2000; // a clock set back does not revive a token dropped at its expiry
    expect(cache.get('t1')).toBeNull();
  });

  it('does not answer for a token before its not-before time (a clock set back)', () => {
    const cache = tokens();
    cache.remember('t1', { sub: 'u1', nbf: seconds() });
    expect(cache.get('t1')?.sub).toBe('u1');
    now -= 1000;
    expect(cache.get('t1')).toBeNull();
  });

  it('keeps a bounded number of tokens, dropping the oldest', () => {
    const cache = tokens();
    for (const token of ['t1', 't2', 't3', 't4']) cache.remember(token, { sub: token });
    expect(cache.get('t1')).toBeNull();
    expect(['t2', 't3', 't4'].map((token) => cache.get(token)?.sub)).toEqual(['t2', 't3', 't4']);
  });

  it('hands out claims no caller can change', () => {
    const cache = tokens();
    const claims = { sub: 'u1' };
    cache.remember('t1', claims);
    claims.sub = 'u2';
    const known = cache.get('t1')!;
    expect(known.sub).toBe('u1');
    expect(() => ((known as { sub: string }).sub = 'u3')).toThrow(TypeError);
  });
});

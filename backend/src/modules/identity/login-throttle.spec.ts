import { LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  const t0 = 1_000_000;

  it('lets a few failures through, then delays the pair with growing waits', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBe(0);
      throttle.fail('asha@example.in', '10.0.0.9', t0);
    }
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBe(1);
    throttle.fail('asha@example.in', '10.0.0.9', t0);
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBe(2);
    throttle.fail('asha@example.in', '10.0.0.9', t0);
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBe(4);
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0 + 4000)).toBe(0);
  });

  it('never delays the owner at their usual address because of failures elsewhere', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 50; i++) throttle.fail('asha@example.in', '203.0.113.7', t0);
    expect(throttle.retryAfter('asha@example.in', '203.0.113.7', t0)).toBeGreaterThan(0);
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBe(0);
  });

  it('delays an address failing on many accounts, and only that address', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 20; i++) throttle.fail(`user${i}@example.in`, '203.0.113.7', t0);
    expect(throttle.retryAfter('admin@example.in', '203.0.113.7', t0)).toBeGreaterThan(0);
    expect(throttle.retryAfter('admin@example.in', '10.0.0.9', t0)).toBe(0);
  });

  it('caps the delay, forgets after the window, and clears a pair on success', () => {
    const throttle = new LoginThrottle({ maxDelayMs: 60_000, windowMs: 3_600_000 });
    for (let i = 0; i < 40; i++) throttle.fail('asha@example.in', '10.0.0.9', t0);
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBe(60);
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0 + 3_600_000)).toBe(0);
  });

  it('clears the pair on a success, but not the address', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i++) throttle.fail('asha@example.in', '10.0.0.9', t0);
    throttle.succeed('asha@example.in', '10.0.0.9');
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBe(0);
    for (let i = 0; i < 15; i++) throttle.fail(`user${i}@example.in`, '10.0.0.9', t0);
    expect(throttle.retryAfter('asha@example.in', '10.0.0.9', t0)).toBeGreaterThan(0);
  });

  it('remembers a bounded number of keys', () => {
    const throttle = new LoginThrottle({ maxKeys: 10 });
    for (let i = 0; i < 100; i++) throttle.fail(`user${i}@example.in`, `10.0.0.${i}`, t0);
    expect((throttle as unknown as { failures: Map<string, unknown> }).failures.size).toBe(10);
  });
});

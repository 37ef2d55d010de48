import { LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('refuses an e-mail after five failures in the window, then lets it try again', () => {
    const throttle = new LoginThrottle(5, 60_000);
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter('a@x.in', 'ip1', 1000 + i)).toBe(0);
      throttle.fail('a@x.in', 'ip1', 1000 + i);
    }
    expect(throttle.retryAfter('a@x.in', 'ip2', 2000)).toBe(59); // the oldest failure (t=1000) leaves the window at 61000
    expect(throttle.retryAfter('b@x.in', 'ip2', 2000)).toBe(0);
    expect(throttle.retryAfter('a@x.in', 'ip2', 62_000)).toBe(0);
  });

  it('refuses a client that guesses across many e-mails', () => {
    const throttle = new LoginThrottle(2, 60_000);
    for (let i = 0; i < 8; i++) throttle.fail(`user${i}@x.in`, 'ip9', 1000);
    expect(throttle.retryAfter('fresh@x.in', 'ip9', 1001)).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh@x.in', 'ip8', 1001)).toBe(0);
  });

  it('forgets an e-mail’s failures after a successful login', () => {
    const throttle = new LoginThrottle(2, 60_000);
    throttle.fail('a@x.in', 'ip1', 1);
    throttle.succeed('a@x.in');
    throttle.fail('a@x.in', 'ip1', 2);
    expect(throttle.retryAfter('a@x.in', 'ip1', 3)).toBe(0);
  });
});

import type { TestApp } from '../support/app';

/**
 * In production the development SMS outbox does not exist, and with no SMS gateway
 * configured sending a code fails visibly. NODE_ENV is set before the app's modules load
 * (each test file has its own module registry).
 */
describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    const { startApp } = require('../support/app') as typeof import('../support/app');
    t = await startApp({ production: true, jwtSecret: 'a-production-secret-for-this-test' });
  }, 30_000); // a cold start of the whole app can pass jest's 5 s on a busy machine
  afterAll(async () => {
    await t.close();
    process.env.NODE_ENV = 'test';
  });

  it('has no dev outbox', async () => {
    await t.http().get('/api/dev/outbox').expect(404);
  });

  it('says OTP sending failed when no gateway is configured', async () => {
    const res = await t.http().post('/api/auth/otp/send').send({ phone: '+919800000009' }).expect(503);
    expect(res.body.message).toBe('OTP sending failed');
  });
});

import { startApp, TestApp } from '../support/app';

/** GET /api/site: the operator's registrations for the footer, only those configured. */
describe('site facts', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers the configured GSTIN, PAN and IEC to anyone', async () => {
    t = await startApp({ company: { gstin: '27AAACB1234C1ZF', pan: 'AAACB1234C', iec: '0312345678' } });
    const res = await t.http().get('/api/site').expect(200);
    expect(res.body).toEqual({ company: { gstin: '27AAACB1234C1ZF', pan: 'AAACB1234C', iec: '0312345678' } });
  });

  it('leaves out what is not configured instead of inventing it', async () => {
    t = await startApp({ company: { pan: 'AAACB1234C' } });
    const res = await t.http().get('/api/site').expect(200);
    expect(res.body).toEqual({ company: { pan: 'AAACB1234C' } });
  });
});

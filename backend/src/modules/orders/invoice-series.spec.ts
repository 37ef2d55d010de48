import { deciderSpec } from '../../platform/domain/decider.testing';
import { financialYearOf, invoiceSeriesDecider } from './invoice-series';
import { InvoiceIssued } from './invoices.events';

const spec = deciderSpec(invoiceSeriesDecider);
const issue = (orderId: string, now: Date) => ({ type: 'IssueInvoice' as const, data: { vendorId: 'v1', orderId, orderNumber: `BZ-${orderId}`, now } });
const issued = (orderId: string, serial: number, financialYear: string, at: Date): InvoiceIssued => ({
  type: 'InvoiceIssued',
  data: { vendorId: 'v1', orderId, orderNumber: `BZ-${orderId}`, financialYear, serial, invoiceNumber: `${financialYear}/${String(serial).padStart(6, '0')}`, issuedAt: at.toISOString() },
});
const nov = new Date('2026-11-28T10:00:00.000Z');

describe("a vendor's invoice series", () => {
  it('given no invoice yet, when a part ships, then it is the first of the financial year: 2026-27/000001', () => {
    spec.given([]).when(issue('o1', nov)).then([issued('o1', 1, '2026-27', nov)]);
  });

  it('given two invoices, when the next part ships, then it takes the next serial; the same order again takes none', () => {
    const history = [issued('o1', 1, '2026-27', nov), issued('o2', 2, '2026-27', nov)];
    spec.given(history).when(issue('o3', nov)).then([issued('o3', 3, '2026-27', nov)]);
    spec.given(history).when(issue('o2', nov)).then([]);
  });

  it("given invoices of one financial year, when a part ships on India's 1 April, then the new year's series starts at 1", () => {
    // 31 March 2027 at 19:00 UTC is already 1 April in India.
    const april = new Date('2027-03-31T19:00:00.000Z');
    spec.given([issued('o1', 41, '2026-27', nov)]).when(issue('o2', april)).then([issued('o2', 1, '2027-28', april)]);
  });

  it("reads the financial year by India's day: April to March", () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T00:00:00.000Z'))).toBe('2099-00');
  });
});

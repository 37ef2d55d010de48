import { formatIndianDay, sameGstState } from '@bazaar/common';
import { pdfKit } from '../../platform/lazy-module';
import { VendorDoc } from '../vendors/vendors.projection';
import { FulfilmentDoc, OrderView } from './orders.projection';
import { registerIndianFonts, writeText } from './invoice-text';
import { invoiceFigures, quantityCell } from './invoice-figures';

type Open = <T>(value: T) => T | string;

/** Rupees for the PDF's built-in font (it has no ₹ glyph). */
const rs = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Which vendor's invoice carries the order's delivery fee (one fee per order, charged by the
 * marketplace for the retail goods, kept by it, refunded only with the whole order): the
 * first part not cancelled that holds retail goods, else the first part not cancelled (its
 * retail goods were cancelled, the fee was not). So the invoices of an order always add up to
 * what the customer paid, and the fee moves when the part it was on is cancelled. Read from
 * the order's view (every part's status), not a part's document (which follows its own part).
 */
export function deliveryFeeVendorOf(doc: Pick<OrderView, 'deliveryFeePaise' | 'lines' | 'fulfilments'>): string | null {
  if (!doc.deliveryFeePaise) return null;
  const live = doc.fulfilments.filter((f) => f.status !== 'cancelled');
  const retail = live.find((f) => doc.lines.some((l) => l.vendorId === f.vendorId && l.productType === 'retail'));
  return (retail ?? live[0])?.vendorId ?? null;
}

/** `INV-BZ-2026-000123-2`: the order number and the vendor's place among the order's vendors, the number of parts shipped before invoice series (ADR 0062). */
export const legacyInvoiceNumber = (doc: Pick<FulfilmentDoc, 'orderNumber' | 'vendorIds' | 'vendorId'>) => `INV-${doc.orderNumber}-${doc.vendorIds.indexOf(doc.vendorId) + 1}`;

/** The invoice's number (null: not shipped yet, a proforma invoice) and its date (India's day). */
export interface InvoiceIssue {
  number: string | null;
  date: string;
}

/**
 * A GST tax invoice for one vendor's part of an order (the vendor sells; the marketplace
 * collects): seller, buyer, lines with their HSN codes, taxable value and tax per
 * line, the coupon's discount on this part, the order's delivery fee when this invoice
 * carries it (`deliveryFeePaise`, see `deliveryFeeVendorOf`: its own line, GST 18 % included,
 * supplied by the marketplace), and the total the customer paid for it.
 */
export function renderInvoice(doc: FulfilmentDoc, vendor: VendorDoc | null, open: Open, deliveryFeePaise: number, issue: InvoiceIssue): Promise<Buffer> {
  const title = issue.number ? 'Tax Invoice' : 'Proforma Invoice';
  const pdf = new (pdfKit())({ size: 'A4', margin: 48, info: { Title: issue.number ? `Tax invoice ${issue.number}` : `Proforma invoice, order ${doc.orderNumber}`, Author: 'Bazaar marketplace' } });
  registerIndianFonts(pdf);
  // What people typed (names, addresses, products) may be in any Indian script.
  const typed = (text: string, at?: { x: number; y: number }, options?: Record<string, unknown>) => writeText(pdf, 'Helvetica', text, at, options);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const ship = doc.shippingAddress;
  // One state however it is spelt ('Orissa' and 'Odisha'): CGST and SGST, else IGST.
  const intraState = sameGstState(vendor?.state, ship.state);
  const lines = doc.lines.filter((l) => l.vendorId === doc.vendorId);
  const own = doc.fulfilments.find((f) => f.vendorId === doc.vendorId)!;

  pdf.fontSize(18).text(title, { align: 'right' });
  pdf.fontSize(10).text(issue.number ? `Invoice ${issue.number}` : 'The tax invoice is issued when the goods ship', { align: 'right' }).text(`Order ${doc.orderNumber}`, { align: 'right' }).text(`Date ${formatIndianDay(issue.date)}`, { align: 'right' });
  pdf.moveDown();
  pdf.fontSize(11).text('Sold by', { underline: true }).fontSize(10);
  typed(vendor?.companyName ?? 'Vendor');
  if (vendor) typed([vendor.address, vendor.city, vendor.state, vendor.pincode].filter(Boolean).join(', '));
  pdf.text(`GSTIN: ${vendor?.taxId || 'not registered'}`);
  pdf.moveDown();
  // The billed party (a business buyer's firm) when the customer gave one; the goods' destination either way.
  // A business buyer's GSTIN is printed under the billed party (their firm's name), so they can claim the tax (ADR 0065).
  const address = (heading: string, at: typeof ship, gstin?: string) => {
    pdf.fontSize(11).text(heading, { underline: true }).fontSize(10);
    typed(String(open(at.name)));
    typed([open(at.line1), at.line2 && open(at.line2), at.city, at.state, at.pincode].filter(Boolean).join(', '));
    pdf.text(`Phone: ${open(at.phone)}`);
    if (gstin) pdf.text(`Buyer GSTIN: ${open(gstin)}`);
    pdf.moveDown();
  };
  const bill = doc.billingAddress;
  const sameAddress = !bill || (['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'] as const).every((field) => String(open(bill[field] ?? '')) === String(open(ship[field] ?? '')));
  if (sameAddress) address('Bill to / Ship to', ship, bill?.gstin);
  else {
    address('Bill to', bill, bill.gstin);
    address('Ship to', ship);
  }
  // Where the goods are delivered decides CGST + SGST or IGST; a tax invoice names it.
  typed(`Place of supply: ${ship.state.trim()}`);
  pdf.moveDown();

  // Within one state CGST and SGST each have their column and total (a tax invoice states each tax it charges); across states IGST.
  // The goods' HSN code beside each item (the delivery fee's SAC is in its name).
  const columns = intraState ? [48, 170, 215, 262, 300, 365, 425, 485] : [48, 200, 250, 300, 345, 415, 480];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    pdf.fontSize(9);
    // The row ends below its tallest cell (an empty last cell left the cursor on the row's own line, and the next row overlapped it).
    let bottom = y;
    cells.forEach((cell, i) => {
      writeText(pdf, bold ? 'Helvetica-Bold' : 'Helvetica', cell, { x: columns[i], y }, { width: (columns[i + 1] ?? 548) - columns[i] - 4, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom;
    pdf.moveDown(0.4);
  };
  const figures = invoiceFigures(lines, intraState, deliveryFeePaise, own.grossPaise - own.chargedPaise);
  const taxCells = (t: { cgstPaise: number; sgstPaise: number; igstPaise: number }) => (intraState ? [rs(t.cgstPaise), rs(t.sgstPaise)] : [rs(t.igstPaise)]);
  const blanks = (cells: string[]) => cells.map(() => '');
  row(['Item', 'HSN', 'Qty', 'GST %', 'Taxable', ...(intraState ? ['CGST', 'SGST'] : ['IGST']), 'Amount'], true);
  for (const r of figures.rows) {
    const item = r.productName ?? 'Delivery fee (retail goods up to Rs. 500), charged by Bazaar marketplace: delivery service, SAC 9968';
    row([item, r.hsnCode ?? '', quantityCell(r), `${r.gstPercent}`, rs(r.taxablePaise), ...taxCells(r), rs(r.amountPaise)]);
  }
  pdf.moveDown();
  const taxes = taxCells(figures);
  row(['Taxable value', '', '', '', rs(figures.taxablePaise), ...blanks(taxes), ''], true);
  if (intraState) {
    row(['CGST', '', '', '', '', rs(figures.cgstPaise), '', ''], true);
    row(['SGST', '', '', '', '', '', rs(figures.sgstPaise), ''], true);
  } else row(['IGST', '', '', '', '', rs(figures.igstPaise), ''], true);
  if (figures.discountPaise > 0) row([`Coupon ${doc.couponCode ?? ''} (${doc.couponPercent}%, borne by the marketplace)`, '', '', '', '', ...blanks(taxes), `- ${rs(figures.discountPaise)}`]);
  row([deliveryFeePaise > 0 ? 'Total paid with delivery' : 'Total paid for these goods', '', '', '', '', ...blanks(taxes), rs(figures.totalPaise)], true);
  pdf.moveDown(0.5);
  pdf.font('Helvetica').fontSize(9).text(`Amount in words: ${figures.totalInWords}`, 48);
  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(8).text(`Payment: ${doc.paymentMethod === 'cod' ? 'cash on delivery' : 'online (sandbox gateway)'}, ${doc.paymentStatus}. Prices include GST.`, 48);
  pdf.end();
  return done;
}

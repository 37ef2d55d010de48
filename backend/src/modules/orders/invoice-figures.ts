import { formatCount, GST_PERCENT, hsnCodeOf } from '@bazaar/common';

/** GST on the delivery fee: a delivery (courier) service the marketplace supplies, SAC 9968. */
export const DELIVERY_GST_PERCENT = 18;

/**
 * The tax inside a GST-inclusive amount (paise): CGST and SGST, half each (an odd paisa to SGST),
 * within one state; IGST across states.
 */
export function gstOf(grossPaise: number, percent: number, intraState: boolean) {
  const taxable = Math.round((grossPaise * 100) / (100 + percent));
  const tax = grossPaise - taxable;
  return intraState ? { taxable, cgst: Math.floor(tax / 2), sgst: tax - Math.floor(tax / 2), igst: 0 } : { taxable, cgst: 0, sgst: 0, igst: tax };
}

export interface InvoiceRow {
  /** The product's name, or null for the order's delivery fee. */
  productName: string | null;
  /** The goods' HSN code (frozen on the line, else its subcategory's); null for the delivery fee (its SAC is in its name). */
  hsnCode: string | null;
  quantity: number;
  unit: string;
  gstPercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
}

/** A row's Qty cell: the goods' quantity grouped the Indian way ('1,500 piece'), the delivery fee's '1'. */
export const quantityCell = (row: Pick<InvoiceRow, 'productName' | 'quantity' | 'unit'>): string => (row.productName ? `${formatCount(row.quantity)} ${row.unit}` : '1');

export interface InvoiceFigures {
  intraState: boolean;
  rows: InvoiceRow[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The coupon's discount on this part (borne by the marketplace). */
  discountPaise: number;
  /** What the customer paid for it: the rows less the discount. */
  totalPaise: number;
  totalInWords: string;
}

/**
 * The figures of one vendor's GST invoice (paise), from the part's lines at their prices (GST
 * included, at the rate of their subcategory), the delivery fee when this invoice carries it
 * (`deliveryFeeVendorOf`), and the coupon's discount on the part. Each row's taxable value and
 * tax add up to its amount; the totals are the rows' sums, so the printed columns add up.
 */
export function invoiceFigures(
  lines: readonly { productName: string; quantity: number; unit: string; subcategory: string; totalPaise: number; hsnCode?: string | null }[],
  intraState: boolean,
  deliveryFeePaise: number,
  discountPaise: number,
): InvoiceFigures {
  const row = (productName: string | null, hsnCode: string | null, quantity: number, unit: string, gstPercent: number, amountPaise: number): InvoiceRow => {
    const tax = gstOf(amountPaise, gstPercent, intraState);
    return { productName, hsnCode, quantity, unit, gstPercent, taxablePaise: tax.taxable, cgstPaise: tax.cgst, sgstPaise: tax.sgst, igstPaise: tax.igst, amountPaise };
  };
  const rows = lines.map((l) => row(l.productName, hsnCodeOf(l), l.quantity, l.unit, GST_PERCENT[l.subcategory] ?? 18, l.totalPaise));
  // The delivery fee is not the vendor's: the marketplace charges it for the retail goods, as a delivery service taxed at 18 %.
  if (deliveryFeePaise > 0) rows.push(row(null, null, 1, '', DELIVERY_GST_PERCENT, deliveryFeePaise));
  const sum = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise') => rows.reduce((total, r) => total + r[field], 0);
  const totalPaise = sum('amountPaise') - discountPaise;
  return { intraState, rows, taxablePaise: sum('taxablePaise'), cgstPaise: sum('cgstPaise'), sgstPaise: sum('sgstPaise'), igstPaise: sum('igstPaise'), discountPaise, totalPaise, totalInWords: rupeesInWords(totalPaise) };
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99 in words. */
const belowHundred = (n: number) => (n < 20 ? ONES[n] : TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : ''));
/** 1 to 999 in words. */
const belowThousand = (n: number) => [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', n % 100 ? belowHundred(n % 100) : ''].filter(Boolean).join(' ');

/** A whole number in words, in the Indian system (crore, lakh, thousand): 12,34,56,789 is Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine. */
export function wholeInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  return [crore ? `${wholeInWords(crore)} Crore` : '', lakh ? `${belowHundred(lakh)} Lakh` : '', thousand ? `${belowHundred(thousand)} Thousand` : '', n % 1000 ? belowThousand(n % 1000) : '']
    .filter(Boolean)
    .join(' ');
}

/** An amount in words as Indian invoices write it: 'Rupees Three Hundred Ninety-Eight and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${wholeInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

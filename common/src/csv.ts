/**
 * CSV (RFC 4180) for exports opened in spreadsheets, shared by the server's downloads and
 * the back office's Export: every cell quoted when it needs to be, and a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR) prefixed with an apostrophe,
 * so data typed by users cannot become a formula on an analyst's desk.
 */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * Amounts in rupees as the API sends them (ADR 0006), by field name: the last part of a
 * flattened column ('total', 'quote.price'). Only numbers are money: a provider's `available`
 * is a flag and stays one.
 */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'price', 'unitPrice', 'totalPrice', 'lineTotal', 'subtotal', 'discount', 'deliveryFee', 'total', 'refunded', 'paid',
  'amount', 'gross', 'commission', 'earning', 'net', 'revenue', 'currentRate', 'previousRate',
  'totalEarnings', 'pending', 'available', 'requested',
]);

export const isMoneyColumn = (column: string): boolean => MONEY_FIELDS.has(column.slice(column.lastIndexOf('.') + 1));

/** Which cells are money: by the column's name (the default), or as a CSV declares (a report's OHLC columns, History's before and after). */
export type MoneyCells = (column: string, row: Record<string, unknown>) => boolean;

/** An instant as the API sends it (toISOString: UTC, 'Z'). */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant on India's clock with its offset, '2026-11-29T23:30:00.000+05:30' for 18:00 UTC:
 * still ISO 8601 (a spreadsheet or script reads the same instant), and its date is the day the
 * back office and the invoices show, not UTC's day before for anything after 18:30 UTC.
 */
export const istInstant = (iso: string): string => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return `${new Date(time + IST_OFFSET_MS).toISOString().slice(0, 23)}+05:30`;
};

/**
 * A cell; money with exactly two decimals (13938966.20, not 13938966.2), still a plain number a
 * spreadsheet sums: no grouping commas, no symbol, never taken for a formula (a refund's -5.00);
 * an instant on India's clock (istInstant).
 */
export function csvCell(value: unknown, money = false): string {
  if (value === null || value === undefined) return '';
  if (money && typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  if (typeof value === 'string' && UTC_INSTANT.test(value)) return istInstant(value);
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated as the RFC says; money cells with two decimals. */
export function toCsv(columns: readonly string[], rows: Iterable<Record<string, unknown>>, money: MoneyCells = isMoneyColumn): string {
  const lines = [columns.map((column) => csvCell(column)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column], money(column, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

type Cell = string | number | boolean | null;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields that name an element of a list, in the order they are tried. */
const LABELS = ['productName', 'name', 'serviceName', 'title', 'subject', 'label', 'code'] as const;

/** One element of a nested list as a person reads it: '2 x Ragi Millet Cookies', 'Pune (shipped)', or its fields. */
function describe(element: unknown): string {
  if (!isPlainObject(element)) return element === null || element === undefined ? '' : typeof element === 'object' ? JSON.stringify(element) : String(element);
  const label = LABELS.map((field) => element[field]).find((value) => typeof value === 'string' && value !== '');
  if (label !== undefined && typeof element.quantity === 'number') return `${element.quantity} x ${label}`;
  if (label !== undefined) return typeof element.status === 'string' ? `${label} (${element.status})` : String(label);
  return Object.entries(element)
    .filter(([key, value]) => !key.startsWith('_') && value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/**
 * A record as one row of cells: nested objects flattened into 'parent.child' columns, a list
 * into one cell of its elements joined by '; ' (an order's items '2 x Ragi Millet Cookies; 1 x
 * Leather Wallet'), never spilling over several rows. Fields starting with '_' are internal.
 */
export function flattenRecord(record: Record<string, unknown>, prefix = '', into: Record<string, Cell> = {}): Record<string, Cell> {
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('_')) continue;
    const column = `${prefix}${key}`;
    if (Array.isArray(value)) into[column] = value.map(describe).filter((text) => text !== '').join('; ');
    else if (isPlainObject(value)) flattenRecord(value, `${column}.`, into);
    else if (value === undefined) into[column] = null;
    else into[column] = value as Cell;
  }
  return into;
}

/** Records as CSV, one row per record, the columns every field any record has, in the order first met. */
export function recordsToCsv(records: readonly Record<string, unknown>[]): string {
  const rows = records.map((record) => flattenRecord(record));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv(columns, rows);
}

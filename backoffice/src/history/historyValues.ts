import { categoryById, countInEnglish, COUNTED_UNITS, SERVICE_CATEGORY_NAMES } from '@bazaar/common';
import { formatDateTime } from '../dates';
import { formatPercent, formatRupees, paiseToRupees } from '../money';
import { PAYMENT_METHODS } from '../orders/types';

/*
 * An event field's value in words, for History and As of. The server sends the event's own
 * fields (docs/api.md, History): personal data opened ('[erased]' once erased), amounts in
 * rupees where the resource maps them, else as the event keeps them (`...Paise`), and nested
 * values (an order's lines, its addresses) as they are.
 */

const FIELD_LABELS: Record<string, string> = {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    phoneVerified: 'Phone verified',
    role: 'Role',
    productName: 'Product',
    category: 'Category',
    unit: 'Unit',
    currentRate: 'Rate',
    trend: 'Trend',
    date: 'Date',
    businessType: 'Business type',
    accountType: 'Account type',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'Zip code',
    contactPerson: 'Contact person',
    contactEmail: 'Email',
    contactPhone: 'Phone',
    taxId: 'GSTIN',
    hsnCode: 'HSN code',
    businessDescription: 'Business description',
    website: 'Website',
    productCategories: 'Product categories',
    expertise: 'Expertise',
    serviceArea: 'Service area',
    servicesOffered: 'Services offered',
    about: 'About me',
    available: 'Available',
    revenue: 'Revenue',
    subject: 'Subject',
    message: 'Message',
    invitedBy: 'Invited by',
    unitsPerRupee: 'Units per rupee',
    currency: 'Currency',
    // services and bookings
    serviceName: 'Service',
    description: 'Description',
    price: 'Price',
    duration: 'Duration',
    cities: 'Cities',
    workingHours: 'Working hours',
    status: 'Status',
    customerName: 'Customer',
    customerEmail: 'Customer email',
    customerPhone: 'Customer phone',
    location: 'Location',
    time: 'Time',
    rating: 'Stars',
    comment: 'Comment',
    reply: 'Reply',
    reason: 'Reason',
    // orders
    fulfilments: 'Items',
    lines: 'Items',
    couponPercent: 'Coupon (%)',
    trackingId: 'Tracking id',
    courierName: 'Courier',
    trackingUrl: 'Tracking URL',
};

/** Amounts already in rupees (the server maps the resource's own money fields); `...Paise` fields are converted. */
const MONEY = new Set(['currentRate', 'previousRate', 'revenue', 'price', 'total', 'amount']);
const LONG_TEXT = new Set(['about', 'businessDescription', 'message', 'description', 'comment', 'reply']);
const ROLE_NAMES: Record<string, string> = { customer: 'Customer', vendor: 'Vendor', provider: 'Service Provider', admin: 'Admin' };
const ACCOUNT_TYPES: Record<string, string> = { supplier: 'supplier (wholesale)', vendor: 'vendor (retail)', both: 'supplier and vendor (both)' };
const ADDRESS_PARTS = ['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'] as const;

/**
 * A category as people read it: events keep its id (a commission's 'bakery', a rate's 'pulses', a
 * product's subcategory, a service's 'e-service'). A product's channel ('retail') is no category id and stays.
 */
const CATEGORY_FIELDS = new Set(['category', 'subcategory']);
const categoryText = (id: string) => categoryById(id)?.name ?? (SERVICE_CATEGORY_NAMES as Record<string, string>)[id] ?? id;

/**
 * Fields that mean nothing to a person: ids (the entry names the record, the actor by name),
 * timestamps (the Time column), versions, and bookkeeping such as the checkout's request
 * digest or the upcaster's notice flag.
 */
const INTERNAL = /(^id$|Ids?$|At$|By$|Version$|^requestDigest$|^notifiedAtPlacement$)/;
export const isInternalField = (field: string) => INTERNAL.test(field) && field !== 'invitedBy';

/** A value the server could not open (a ciphertext): never shown as such. */
const isSealed = (value: unknown) => typeof value === 'string' && /^pii:v\d+:/.test(value);

const isPaise = (field: string) => /.Paise$/.test(field);
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export const humanize = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');

/** A field's label: its own, or its name in words; an amount in paise is named without 'paise' (subtotalPaise: Subtotal). */
export const labelOf = (field: string): string => {
    const base = isPaise(field) ? field.replace(/Paise$/, '') : field;
    return FIELD_LABELS[base] ?? humanize(base).toLowerCase().replace(/^./, c => c.toUpperCase());
};

/** An order line: '2 × Ragi Millet Cookies (₹320.00)', '9 tonnes × Alphonso Mango (₹16,65,000.00)' (a measure in common's plural). */
const lineText = (line: Record<string, unknown>): string => {
    const measured = typeof line.unit === 'string' && typeof line.quantity === 'number' && !COUNTED_UNITS.includes(line.unit);
    const quantity = measured ? countInEnglish(line.quantity as number, line.unit as string) : String(line.quantity);
    const total = typeof line.totalPaise === 'number' ? ` (${formatRupees(paiseToRupees(line.totalPaise))})` : '';
    return `${quantity} × ${String(line.productName)}${total}`;
};

const isLine = (value: Record<string, unknown>) => 'productName' in value && 'quantity' in value;
const isAddress = (value: Record<string, unknown>) => 'line1' in value || 'pincode' in value;

const isHours = (value: Record<string, unknown>) => Array.isArray(value.days) && 'from' in value && 'to' in value;
const hoursText = (hours: { days?: unknown; from?: unknown; to?: unknown }) => `${((hours.days as string[] | undefined) ?? []).join(', ')} ${String(hours.from ?? '')}-${String(hours.to ?? '')}`;

/** A nested value in words: lines as 'quantity × product', an address as its parts, anything else as its readable fields. */
const objectText = (value: Record<string, unknown>): string => {
    if (isLine(value)) return lineText(value);
    if (isAddress(value)) {
        const parts = ADDRESS_PARTS.map(part => value[part]).filter(part => part != null && part !== '');
        // A business buyer's billing address carries their GSTIN (checkout's billingAddress.gstin).
        const gstin = typeof value.gstin === 'string' && value.gstin !== '' ? value.gstin : null;
        if (parts.some(isSealed) || isSealed(gstin)) return '(sealed)';
        return [...parts.map(String), ...(gstin ? [`GSTIN ${gstin}`] : [])].join(', ');
    }
    // A vendor's part of an order: its lines are what a person reads.
    if (Array.isArray(value.lines)) return (value.lines as unknown[]).map(line => (isObject(line) ? objectText(line) : String(line))).join('; ');
    if (isHours(value)) return hoursText(value);
    return Object.entries(value)
        .filter(([key, v]) => !isInternalField(key) && v != null && v !== '')
        .map(([key, v]) => `${labelOf(key)}: ${valueText(key, v) ?? ''}`)
        .join(', ');
};


/**
 * A field's value as text, or null when there is none (empty text, null) and '' for an empty
 * list; History and As of render those as 'empty' and 'none'.
 */
export const valueText = (field: string, value: unknown): string | null => {
    if (value == null || value === '') return null;
    if (isSealed(value)) return '(sealed)';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (Array.isArray(value)) return value.map(v => (isObject(v) ? objectText(v) : isSealed(v) ? '(sealed)' : String(v))).join(isObject(value[0]) ? '; ' : ', ');
    if (typeof value === 'number' && isPaise(field)) return formatRupees(paiseToRupees(value));
    if (typeof value === 'number' && MONEY.has(field)) return formatRupees(value);
    // A commission's percent and previousPercent, a line's commissionPercent, a coupon's couponPercent.
    if (typeof value === 'number' && /(^p|P)ercent$/.test(field)) return formatPercent(value);
    if (CATEGORY_FIELDS.has(field) && typeof value === 'string') return categoryText(value);
    if (field === 'role') return ROLE_NAMES[String(value)] ?? String(value);
    if (field === 'accountType') return ACCOUNT_TYPES[String(value)] ?? String(value);
    if (field === 'paymentMethod' || field === 'method') return PAYMENT_METHODS.find(m => m.id === value)?.name ?? String(value);
    if (field === 'workingHours' && isObject(value)) return hoursText(value);
    if (isObject(value)) return objectText(value);
    const text = String(value);
    if (LONG_TEXT.has(field)) return `“${text.length > 80 ? `${text.slice(0, 80)}…` : text}”`;
    if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return formatDateTime(text);
    return text;
};

import type { ReactNode } from 'react';
import { formatDateTime } from '../dates';
import { formatRupees } from '../money';
import type { FieldChange, HistoryEntry } from './types';

/*
 * "What changed" in words. The server sends each event's fields with their value before
 * (docs/api.md, History); money arrives in rupees and personal data opened, or '[erased]'.
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
    taxId: 'Tax ID',
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
};

const MONEY = new Set(['currentRate', 'previousRate', 'revenue', 'price', 'total', 'amount']);
const LONG_TEXT = new Set(['about', 'businessDescription', 'message', 'description', 'comment', 'reply']);
const ROLE_NAMES: Record<string, string> = { customer: 'Customer', vendor: 'Vendor', provider: 'Service Provider', admin: 'Admin' };
const ACCOUNT_TYPES: Record<string, string> = { supplier: 'supplier (wholesale)', vendor: 'vendor (retail)', both: 'supplier and vendor (both)' };

/** What an event means when it sets no field (or more than its fields say). */
const EVENT_NOTES: Record<string, string> = {
    UserDeactivated: 'Account deactivated: can no longer sign in, and every session was ended',
    UserReactivated: 'Account reactivated: can sign in again',
    UserErased: 'Personal data erased (irreversible): name, e-mail and phone now read [erased] everywhere',
    PhoneVerified: 'Phone number verified with a one-time code',
    VendorVerified: 'Vendor verified (Pending → Verified)',
    AdminInvitationAccepted: 'Invitation accepted: the admin account was created',
    AdminInvitationRevoked: 'Invitation revoked: its code no longer works',
    ServiceApproved: 'Approved: live on the storefront',
    ServiceWithdrawn: 'Deleted: no longer listed nor bookable',
    BookingAccepted: 'Accepted by the provider (Pending → Confirmed)',
    BookingDeclined: 'Declined by the provider (Pending → Cancelled); the time is free again',
    BookingCancelled: 'Cancelled before its start (by the customer, the provider or an admin); the time is free again',
    BookingExpired: 'Not answered in time (Pending → Cancelled); the time is free again',
    BookingCompleted: 'Completed by the provider',
};

export const humanize = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');

export const labelOf = (field: string) => FIELD_LABELS[field] ?? humanize(field).toLowerCase().replace(/^./, c => c.toUpperCase());

/** A field's value in words (money in rupees, dates in the viewer's time, lists joined); History and As of share it. */
export const showValue = (field: string, value: unknown): ReactNode => {
    if (value == null || value === '') return <em>empty</em>;
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : <em>none</em>;
    if (MONEY.has(field) && typeof value === 'number') return formatRupees(value);
    if (field === 'role') return ROLE_NAMES[String(value)] ?? String(value);
    if (field === 'accountType') return ACCOUNT_TYPES[String(value)] ?? String(value);
    if (field === 'workingHours' && typeof value === 'object') {
        const hours = value as { days?: string[]; from?: string; to?: string };
        return `${(hours.days ?? []).join(', ')} ${hours.from ?? ''}-${hours.to ?? ''}`;
    }
    if (typeof value === 'object') return JSON.stringify(value);
    const text = String(value);
    if (LONG_TEXT.has(field)) return `“${text.length > 80 ? `${text.slice(0, 80)}…` : text}”`;
    if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return formatDateTime(text);
    return text;
};

const Change = ({ change }: { change: FieldChange }) => (
    <span data-testid="history-field" data-field={change.field}>
        {labelOf(change.field)}:{' '}
        {change.before != null && (
            <>
                {showValue(change.field, change.before)} →{' '}
            </>
        )}
        <strong>{showValue(change.field, change.after)}</strong>
    </span>
);

export const describeChanges = (entry: HistoryEntry): ReactNode => {
    const note = EVENT_NOTES[entry.type];
    if (!entry.changes.length) return note ?? '—';
    return (
        <>
            {note && <span>{note}; </span>}
            {entry.changes.map((change, i) => (
                <span key={change.field}>
                    {i > 0 && '; '}
                    <Change change={change} />
                </span>
            ))}
        </>
    );
};

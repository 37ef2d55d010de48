import type { ReactNode } from 'react';
import { formatDateTime } from '../dates';
import type { EventDescriber } from './describeEvent';

/**
 * "What changed" for the identity, vendor and provider events (docs/events.md), in words.
 * Personal data arrives opened by the server, or as '[erased]' once the person was erased.
 */

const ROLE_NAMES: Record<string, string> = { customer: 'Customer', vendor: 'Vendor', provider: 'Service Provider', admin: 'Admin' };
const ACCOUNT_TYPES: Record<string, string> = { supplier: 'supplier (wholesale)', vendor: 'vendor (retail)', both: 'supplier and vendor (both)' };

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const role = (value: unknown) => ROLE_NAMES[str(value)] ?? str(value);
const when = (value: unknown) => (value ? formatDateTime(str(value)) : '');

/** The parts that are present, separated by semicolons; null when none is. */
const joinParts = (parts: ReactNode[]): ReactNode => {
    const present = parts.filter(p => p != null && p !== false && p !== '');
    if (!present.length) return null;
    return present.map((part, i) => (
        <span key={i}>
            {i > 0 && '; '}
            {part}
        </span>
    ));
};

/** Labels of the profile fields a ...ProfileUpdated event may carry. */
const FIELD_LABELS: Record<string, string> = {
    name: 'Name',
    phone: 'Phone',
    companyName: 'Business name',
    businessType: 'Business type',
    accountType: 'Account type',
    category: 'Category',
    address: 'Address',
    city: 'City',
    state: 'State',
    pincode: 'Zip code',
    contactPerson: 'Contact person',
    contactEmail: 'Email',
    contactPhone: 'Phone',
    taxId: 'Tax ID',
    businessDescription: 'Business description',
    website: 'Website',
    productCategories: 'Product categories',
    serviceArea: 'Service area',
    servicesOffered: 'Services offered',
    about: 'About me',
};

const showValue = (field: string, value: unknown): ReactNode => {
    if (value == null || value === '') return <em>empty</em>;
    if (Array.isArray(value)) return value.length ? value.map(str).join(', ') : <em>none</em>;
    if (field === 'accountType') return ACCOUNT_TYPES[str(value)] ?? str(value);
    if (field === 'about' || field === 'businessDescription') {
        const text = str(value);
        return `“${text.length > 80 ? `${text.slice(0, 80)}…` : text}”`;
    }
    return str(value);
};

const describeChanges = (changes: unknown): ReactNode => {
    if (!changes || typeof changes !== 'object') return '—';
    const entries = Object.entries(changes as Record<string, unknown>).filter(([field]) => field !== 'category');
    if (!entries.length) return 'No visible change';
    return joinParts(
        entries.map(([field, value]) => (
            <>
                {FIELD_LABELS[field] ?? field} → <strong>{showValue(field, value)}</strong>
            </>
        )),
    );
};

export const accountEventDescribers: Record<string, EventDescriber> = {
    // identity
    UserRegistered: data =>
        joinParts([
            <>
                Account created for <strong>{str(data.name)}</strong> ({str(data.email)}) as {role(data.role)}
            </>,
            data.phone ? `phone ${str(data.phone)}${data.phoneVerified ? ' (verified)' : ''}` : null,
            data.invitationId ? 'through an admin invitation' : null,
        ]),
    PhoneVerified: data => (
        <>
            Phone number <strong>{str(data.phone)}</strong> verified with a one-time code
        </>
    ),
    UserProfileUpdated: data =>
        joinParts([
            'name' in data ? (
                <>
                    Name changed to <strong>{str(data.name)}</strong>
                </>
            ) : null,
            'phone' in data ? (
                data.phone ? (
                    <>
                        Phone changed to <strong>{str(data.phone)}</strong> (not verified)
                    </>
                ) : (
                    'Phone number removed'
                )
            ) : null,
        ]) ?? 'Profile updated',
    UserRoleChanged: data => (
        <>
            Role changed from {role(data.previousRole)} to <strong>{role(data.role)}</strong>
        </>
    ),
    UserDeactivated: () => 'Account deactivated: can no longer sign in, and every session was ended',
    UserReactivated: () => 'Account reactivated: can sign in again',
    UserErased: () => (
        <>
            Personal data <strong>erased</strong> (irreversible): name, e-mail and phone now read [erased] everywhere
        </>
    ),
    AdminInvited: data => (
        <>
            Invited <strong>{str(data.email)}</strong> to become an admin, valid until {when(data.expiresAt)}
        </>
    ),
    AdminInvitationAccepted: () => 'Invitation accepted: the admin account was created',
    AdminInvitationRevoked: () => 'Invitation revoked: its code no longer works',

    // vendors
    VendorRegistered: data =>
        joinParts([
            <>
                Registered <strong>{str(data.companyName)}</strong> as {ACCOUNT_TYPES[str(data.accountType)] ?? str(data.accountType)}
                {data.businessType ? `, ${str(data.businessType)}` : ''}
            </>,
            data.city ? `in ${[data.city, data.state].map(str).filter(Boolean).join(', ')}` : null,
            data.contactPerson ? `contact ${str(data.contactPerson)} (${str(data.contactEmail)})` : null,
            Array.isArray(data.productCategories) && data.productCategories.length ? `sells ${data.productCategories.map(str).join(', ')}` : null,
            data.documentId ? 'document uploaded' : 'added by an admin, no document',
            'status Pending',
        ]),
    VendorVerified: () => (
        <>
            Vendor <strong>verified</strong> (Pending → Verified)
        </>
    ),
    VendorProfileUpdated: data => describeChanges(data.changes),

    // providers
    ProviderRegistered: data =>
        joinParts([
            <>
                Signed up as a service provider: <strong>{str(data.name)}</strong> ({str(data.email)})
            </>,
            data.expertise ? `expertise ${str(data.expertise)}` : null,
            data.phone ? `phone ${str(data.phone)}` : null,
        ]),
    ProviderProfileUpdated: data => describeChanges(data.changes),
    ProviderAvailabilityChanged: data =>
        data.available ? (
            <>
                Now <strong>available</strong> for bookings
            </>
        ) : (
            <>
                <strong>Not available</strong> for bookings any more
            </>
        ),
};

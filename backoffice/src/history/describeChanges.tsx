import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { humanize, isInternalField, labelOf, valueText } from './historyValues';
import type { FieldChange, HistoryEntry } from './types';

/*
 * "What changed" in words. The server sends each event's fields with their value before
 * (docs/api.md, History); historyValues.ts puts each value in words.
 */

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
    OrderConfirmed: 'Confirmed: the stock of every line is held',
};

export { humanize, labelOf };

/** A field's value in words (amounts in rupees, times in India time, nested values summarised); History and As of share it. */
export const showValue = (field: string, value: unknown): ReactNode => {
    const text = valueText(field, value);
    if (text === null) return <em>empty</em>;
    if (text === '') return <em>none</em>;
    return text;
};

const Change = ({ change }: { change: FieldChange }) => (
    <Box component="span" data-testid="history-field" data-field={change.field} sx={{ display: 'block' }}>
        {labelOf(change.field)}:{' '}
        {change.before != null && (
            <>
                {showValue(change.field, change.before)} →{' '}
            </>
        )}
        <strong>{showValue(change.field, change.after)}</strong>
    </Box>
);

/** One line per field a person can read (ids, digests and flags left out), after what the event means. */
export const describeChanges = (entry: HistoryEntry): ReactNode => {
    const note = EVENT_NOTES[entry.type];
    const changes = entry.changes.filter(change => !isInternalField(change.field));
    if (!changes.length) return note ?? '—';
    return (
        <>
            {note && (
                <Box component="span" sx={{ display: 'block' }}>
                    {note}
                </Box>
            )}
            {changes.map(change => (
                <Change key={change.field} change={change} />
            ))}
        </>
    );
};

import CancelIcon from '@mui/icons-material/EventBusy';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { formatSlot } from '@bazaar/common';
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { DialogTextField } from '../common/DialogTextField';
import { getSession } from '../session';
import type { BazaarDataProvider } from '../dataProvider';
import { MAX_REASON, type Booking } from './types';

/**
 * Runs one booking answer (POST /api/admin/bookings/:id/<action>), then shows the new state.
 * A refusal is the ConfirmButton's to show: under the reason when it names it, else a pop-up.
 */
const useBookingAction = (booking: Booking | undefined) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    return (action: 'accept' | 'decline' | 'cancel' | 'complete', done: string, body: object = {}) =>
        booking
            ? dataProvider.bookingAction(booking.id, action, body, booking.revision).then(() => {
                  notify(done, { type: 'info' });
                  refresh();
              })
            : Promise.resolve();
};

/** Whether `startsAt` has come, on this device's clock (the server decides by its own), turning true when it comes. */
const useStarted = (startsAt: string | undefined): boolean => {
    const start = startsAt ? Date.parse(startsAt) : NaN;
    const [, rerender] = useState(0);
    useEffect(() => {
        const wait = start - Date.now();
        // setTimeout holds at most about 24.8 days; a page open that long is read again anyway.
        if (!(wait > 0 && wait < 2 ** 31 - 1)) return;
        const timer = setTimeout(() => rerender(n => n + 1), wait);
        return () => clearTimeout(timer);
    }, [start]);
    return !(start > Date.now());
};

/**
 * Spec 2.8 Upcoming: Accept (before its start) or Decline a pending booking; once confirmed and its time has
 * begun, Complete it (its earning clears only from the booked time's end); before that, it
 * says from when. Before the start the provider may Cancel it (they cannot come), telling
 * the customer why; an admin may cancel any booking, accept or decline any pending one (a
 * reason optional, as for its provider), and complete any confirmed one by the same start-time
 * rule (the decider lets an admin act on every booking). Otherwise only the booking's provider
 * answers (the server refuses anyone else, and a completion before the start).
 */
export const BookingAnswerButtons = ({ booking: given }: { booking?: Booking }) => {
    const fromContext = useRecordContext<Booking>();
    const booking = given ?? fromContext;
    const run = useBookingAction(booking);
    const [reason, setReason] = useState('');
    const [cancelReason, setCancelReason] = useState('');
    const role = getSession()?.user.role;
    const started = useStarted(booking?.startsAt);
    if (!booking || (role !== 'provider' && role !== 'admin')) return null;
    // The day as every other booking text says it (29 Nov 2026), not the stored 2026-11-29.
    const when = `${booking.service} on ${formatSlot(booking.date, booking.time)}`;
    const cancel =
        (booking.status === 'pending' || booking.status === 'confirmed') && !started ? (
            <ConfirmButton
                label="Cancel"
                icon={<CancelIcon />}
                color="error"
                testId="cancel-booking"
                title={`Cancel ${when}?`}
                confirm="Cancel booking"
                content={
                    <DialogTextField label="Reason (required, shown to the customer)" value={cancelReason} onChange={setCancelReason} maxLength={MAX_REASON} testId="cancel-reason" field="reason" multiline />
                }
                onConfirm={() => run('cancel', 'Booking cancelled; the customer is told and the time is free again', { reason: cancelReason.trim() })}
            />
        ) : null;
    const complete =
        booking.status !== 'confirmed' ? null : started ? (
            <ConfirmButton
                label="Complete"
                icon={<DoneAllIcon />}
                color="primary"
                testId="complete-booking"
                title={`Mark ${when} as completed?`}
                content={
                    role === 'admin'
                        ? "Do this once the work is done: the customer can then review it, its amount counts towards the provider's earnings, and the provider is told."
                        : 'Do this once the work is done: the customer can then review it, and its amount counts towards your earnings.'
                }
                onConfirm={() => run('complete', 'Booking completed')}
            />
        ) : (
            // Not offered before the work can have begun: the server would refuse it.
            <Typography variant="body2" color="text.secondary" data-testid="complete-from" sx={{ alignSelf: 'center' }}>
                Can be completed once it has started ({formatSlot(booking.date, booking.time)})
            </Typography>
        );
    if (booking.status === 'pending') {
        return (
            <>
                {/* Not offered once its time has begun: the request lapsed then, and the server refuses it. */}
                {!started && (
                    <ConfirmButton
                        label="Accept"
                        icon={<CheckIcon />}
                        color="success"
                        variant="contained"
                        testId="accept-booking"
                        title={`Accept ${when}?`}
                        content={role === 'admin' ? `${booking.customerName} and the provider are told the booking is confirmed.` : `${booking.customerName} is told the booking is confirmed.`}
                        onConfirm={() => run('accept', 'Booking confirmed')}
                    />
                )}
                <ConfirmButton
                    label="Decline"
                    icon={<CloseIcon />}
                    color="error"
                    testId="decline-booking"
                    title={`Decline ${when}?`}
                    content={
                        <DialogTextField label="Reason (shown to the customer)" value={reason} onChange={setReason} maxLength={MAX_REASON} testId="decline-reason" field="reason" multiline />
                    }
                    onConfirm={() => run('decline', 'Booking declined; the time is free again', { reason: reason.trim() || undefined })}
                />
                {/* An admin may also cancel it (a reason required), as before it was answered. */}
                {role === 'admin' && cancel}
            </>
        );
    }
    return (
        <>
            {complete}
            {cancel}
        </>
    );
};

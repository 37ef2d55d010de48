import CancelIcon from '@mui/icons-material/EventBusy';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { DialogTextField } from '../common/DialogTextField';
import { getSession } from '../session';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import { MAX_REASON, type Booking } from './types';

/** Runs one booking answer (POST /api/admin/bookings/:id/<action>), then shows the new state. */
const useBookingAction = (booking: Booking | undefined) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    return (action: 'accept' | 'decline' | 'cancel' | 'complete', done: string, body: object = {}) =>
        booking
            ? dataProvider
                  .bookingAction(booking.id, action, body, booking.revision)
                  .then(() => {
                      notify(done, { type: 'info' });
                      refresh();
                  })
                  .catch(onError)
            : Promise.resolve();
};

/**
 * Spec 2.8 Upcoming: Accept or Decline a pending booking; once confirmed, Complete it (its
 * earning clears only from the booked time on). Before the start the provider may
 * Cancel it (they cannot come), telling the customer why; an admin may cancel any booking.
 * Only the booking's provider answers (the server refuses anyone else).
 */
export const BookingAnswerButtons = ({ booking: given }: { booking?: Booking }) => {
    const fromContext = useRecordContext<Booking>();
    const booking = given ?? fromContext;
    const run = useBookingAction(booking);
    const [reason, setReason] = useState('');
    const [cancelReason, setCancelReason] = useState('');
    const role = getSession()?.user.role;
    if (!booking || (role !== 'provider' && role !== 'admin')) return null;
    const when = `${booking.service} on ${booking.date} at ${booking.time}`;
    const started = Date.now() >= Date.parse(booking.startsAt);
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
                    <DialogTextField label="Reason (required, shown to the customer)" value={cancelReason} onChange={setCancelReason} maxLength={MAX_REASON} testId="cancel-reason" multiline />
                }
                onConfirm={() => run('cancel', 'Booking cancelled; the customer is told and the time is free again', { reason: cancelReason.trim() })}
            />
        ) : null;
    if (role === 'admin') return cancel;
    if (booking.status === 'pending') {
        return (
            <>
                <ConfirmButton
                    label="Accept"
                    icon={<CheckIcon />}
                    color="success"
                    variant="contained"
                    testId="accept-booking"
                    title={`Accept ${when}?`}
                    content={`${booking.customerName} is told the booking is confirmed.`}
                    onConfirm={() => run('accept', 'Booking confirmed')}
                />
                <ConfirmButton
                    label="Decline"
                    icon={<CloseIcon />}
                    color="error"
                    testId="decline-booking"
                    title={`Decline ${when}?`}
                    content={
                        <DialogTextField label="Reason (shown to the customer)" value={reason} onChange={setReason} maxLength={MAX_REASON} testId="decline-reason" multiline />
                    }
                    onConfirm={() => run('decline', 'Booking declined; the time is free again', { reason: reason.trim() || undefined })}
                />
            </>
        );
    }
    if (booking.status === 'confirmed') {
        return (
            <>
                <ConfirmButton
                    label="Complete"
                    icon={<DoneAllIcon />}
                    color="primary"
                    testId="complete-booking"
                    title={`Mark ${when} as completed?`}
                    content="Do this once the work is done: the customer can then review it, and its amount counts towards your earnings."
                    onConfirm={() => run('complete', 'Booking completed')}
                />
                {cancel}
            </>
        );
    }
    return null;
};

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
    return (action: 'accept' | 'decline' | 'complete', done: string, body: object = {}) =>
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
 * Spec 2.8 Upcoming: Accept or Decline a pending booking; once confirmed, Complete it after
 * the work. Only the booking's provider answers (the server refuses anyone else).
 */
export const BookingAnswerButtons = ({ booking: given }: { booking?: Booking }) => {
    const fromContext = useRecordContext<Booking>();
    const booking = given ?? fromContext;
    const run = useBookingAction(booking);
    const [reason, setReason] = useState('');
    if (!booking || getSession()?.user.role !== 'provider') return null;
    const when = `${booking.service} on ${booking.date} at ${booking.time}`;
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
            <ConfirmButton
                label="Complete"
                icon={<DoneAllIcon />}
                color="primary"
                testId="complete-booking"
                title={`Mark ${when} as completed?`}
                content="Do this once the work is done: the customer can then review it, and its amount counts towards your earnings."
                onConfirm={() => run('complete', 'Booking completed')}
            />
        );
    }
    return null;
};

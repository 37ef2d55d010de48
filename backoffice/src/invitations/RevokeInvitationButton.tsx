import CancelIcon from '@mui/icons-material/Cancel';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import type { Invitation } from './types';

/** Withdraw an open invitation (POST /api/admin/invitations/:id/revoke). */
export const RevokeInvitationButton = () => {
    const record = useRecordContext<Invitation>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    if (!record || record.status !== 'open') return null;

    const revoke = async () => {
        setPending(true);
        try {
            await dataProvider.revokeInvitation(String(record.id));
            notify('Invitation revoked: its code no longer works', { type: 'info' });
            refresh();
        } catch (error) {
            onError(error);
        } finally {
            setPending(false);
            setOpen(false);
        }
    };

    return (
        // clicks in the button and its dialog (a portal) must not reach the row's rowClick
        <span onClick={event => event.stopPropagation()}>
            <Button label="Revoke" color="error" onClick={() => setOpen(true)} data-testid="revoke-invitation">
                <CancelIcon />
            </Button>
            <Confirm
                isOpen={open}
                loading={pending}
                title="Revoke this invitation?"
                content={`The code sent to ${record.email} will stop working. You can invite them again later.`}
                confirm="Revoke"
                confirmColor="warning"
                onConfirm={revoke}
                onClose={() => setOpen(false)}
            />
        </span>
    );
};

import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { useSessionUser } from '../common/OwnRecordOnly';
import { useNotifyError } from '../errors';
import type { User } from './types';

/**
 * Quick Activate / Deactivate (PUT {status}). Deactivating ends the user's sessions at once;
 * an admin cannot deactivate themselves (the server says so too).
 */
export const UserStatusButton = () => {
    const record = useRecordContext<User>();
    const me = useSessionUser();
    const [update, { isPending }] = useUpdate<User>();
    const notify = useNotify();
    const onError = useNotifyError();
    if (!record || record.status === 'Erased' || record.id === me?.id) return null;
    const deactivate = record.status === 'Active';
    const change = () =>
        update('users', { id: record.id, data: { status: deactivate ? 'Inactive' : 'Active' }, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
            .then(() => notify(deactivate ? `${record.name} is deactivated: they can no longer sign in` : `${record.name} is active again`, { type: 'info' }))
            .catch(onError);
    // Deactivating ends someone's sessions at once: asked first. Activating is harmless.
    if (deactivate)
        return (
            <ConfirmButton
                label="Deactivate"
                icon={<BlockIcon />}
                color="warning"
                testId="deactivate-user"
                title={`Deactivate ${record.name}?`}
                content="They are signed out everywhere at once and can no longer sign in until an admin activates them again."
                onConfirm={change}
            />
        );
    return (
        <Button label="Activate" color="success" disabled={isPending} data-testid="activate-user" onClick={change}>
            <CheckCircleIcon />
        </Button>
    );
};

/** "Erase user" = DELETE /api/admin/users/:id, after a confirmation that says what it means. */
export const EraseUserButton = () => {
    const record = useRecordContext<User>();
    const me = useSessionUser();
    const [open, setOpen] = useState(false);
    const [erase, { isPending }] = useDelete<User>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    if (!record || record.status === 'Erased' || record.id === me?.id) return null;
    return (
        <>
            <Button label="Erase user" color="error" onClick={() => setOpen(true)} data-testid="erase-user">
                <DeleteForeverIcon />
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title={`Erase ${record.name}?`}
                content={
                    <Box data-testid="erase-user-dialog">
                        <Typography gutterBottom>
                            <strong>This cannot be undone.</strong> Erasing deletes this person's encryption key: their name, e-mail address,
                            phone number and every other piece of personal data become <code>[erased]</code> everywhere — in this back office, in
                            the History of every record and in every read model built from now on.
                        </Typography>
                        <Typography color="text.secondary">
                            The account is closed: {record.email} can no longer sign in, and their sessions end at once. The events themselves stay
                            in the log, so it still shows that something happened and when.
                        </Typography>
                    </Box>
                }
                confirm="Erase user"
                confirmColor="warning"
                ConfirmIcon={DeleteForeverIcon}
                onConfirm={() =>
                    erase(
                        'users',
                        { id: record.id, previousData: record },
                        {
                            mutationMode: 'pessimistic',
                            onSuccess: () => {
                                setOpen(false);
                                notify('User erased: their personal data now reads [erased]', { type: 'info' });
                                refresh();
                            },
                            onError: error => {
                                setOpen(false);
                                onError(error);
                            },
                        },
                    )
                }
                onClose={() => setOpen(false)}
            />
        </>
    );
};

import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useNotifyError } from '../errors';
import type { Rate } from './types';

/** Delist = DELETE /api/admin/rates/:id (RateDelisted), after a confirmation saying what it does. */
export const DelistRateButton = () => {
    const record = useRecordContext<Rate>();
    const [open, setOpen] = useState(false);
    const [delist, { isPending }] = useDelete<Rate>();
    const notify = useNotify();
    const redirect = useRedirect();
    const onError = useNotifyError();
    if (!record || record.status === 'delisted') return null;
    return (
        <>
            <Button label="Delist" color="error" onClick={() => setOpen(true)} data-testid="delist-rate">
                <ArchiveOutlinedIcon />
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title={`Delist ${record.productName}?`}
                content="It leaves the public rate list and can no longer be updated. Its History stays here, and its name becomes free for a new rate."
                confirm="Delist"
                confirmColor="warning"
                onConfirm={() =>
                    delist(
                        'rates',
                        { id: record.id, previousData: record },
                        {
                            mutationMode: 'pessimistic',
                            onSuccess: () => {
                                setOpen(false);
                                notify(`${record.productName} is delisted`, { type: 'info' });
                                redirect('show', 'rates', record.id);
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

import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { DialogTextField } from '../common/DialogTextField';
import { useIsAdmin } from '../common/OwnRecordOnly';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import type { Service } from './types';

/** Admins approve a provider's new service (it goes live) or reject it with a reason, as products are. */
export const ServiceApprovalButtons = () => {
    const record = useRecordContext<Service>();
    const isAdmin = useIsAdmin();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    const [reason, setReason] = useState('');
    if (!record || !isAdmin || record.approval !== 'pending') return null;
    return (
        <>
            <ConfirmButton
                label="Approve"
                icon={<CheckCircleIcon />}
                color="success"
                testId="approve-service"
                title={`Approve ${record.name}?`}
                content="The service goes live on the storefront for the cities it serves, and customers can book it."
                onConfirm={() =>
                    dataProvider
                        .serviceAction(record.id, 'approve', {}, record.revision)
                        .then(() => {
                            notify(`${record.name} is live`, { type: 'info' });
                            refresh();
                        })
                        .catch(onError)
                }
            />
            <ConfirmButton
                label="Reject"
                icon={<BlockIcon />}
                color="error"
                testId="reject-service"
                title={`Reject ${record.name}?`}
                content={
                    <DialogTextField label="Reason (sent to the provider)" value={reason} onChange={setReason} maxLength={500} testId="reject-reason" field="reason" multiline />
                }
                // A refusal is the dialog's to show: under the reason when it names it (it stays open), else a pop-up.
                onConfirm={() =>
                    dataProvider.serviceAction(record.id, 'reject', { reason: reason.trim() || undefined }, record.revision).then(() => {
                        notify(`${record.name} is rejected`, { type: 'info' });
                        refresh();
                    })
                }
            />
        </>
    );
};

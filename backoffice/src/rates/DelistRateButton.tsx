import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { useNotifyError } from '../errors';
import type { Rate } from './types';

/** Delist = DELETE /api/admin/rates/:id (RateDelisted), after a confirmation saying what it does. */
export const DelistRateButton = () => {
    const record = useRecordContext<Rate>();
    const [delist] = useDelete<Rate>();
    const notify = useNotify();
    const redirect = useRedirect();
    const onError = useNotifyError();
    if (!record || record.status === 'delisted') return null;
    return (
        <ConfirmButton
            label="Delist"
            icon={<ArchiveOutlinedIcon />}
            color="error"
            testId="delist-rate"
            title={`Delist ${record.productName}?`}
            content="It leaves the public rate list and can no longer be updated. Its History stays here, and its name becomes free for a new rate."
            onConfirm={() =>
                delist('rates', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
                    .then(() => {
                        notify(`${record.productName} is delisted`, { type: 'info' });
                        redirect('show', 'rates', record.id);
                    })
                    .catch(onError)
            }
        />
    );
};

import VerifiedIcon from '@mui/icons-material/Verified';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { useNotifyError } from '../errors';
import type { Vendor } from './types';

/** Admins verify a pending vendor after a confirmation: PUT {status: 'Verified'} (VendorVerified; there is no way back). */
export const VerifyVendorButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' | 'outlined' }) => {
    const record = useRecordContext<Vendor>();
    const isAdmin = useIsAdmin();
    const [update] = useUpdate<Vendor>();
    const notify = useNotify();
    const onError = useNotifyError();
    if (!record || !isAdmin || record.status !== 'Pending') return null;
    return (
        <ConfirmButton
            label="Verify"
            icon={<VerifiedIcon />}
            color="success"
            variant={variant}
            testId="verify-vendor"
            title={`Verify ${record.name}?`}
            content="Check their registration document first. A verified vendor is shown as checked to customers, and cannot go back to Pending."
            onConfirm={() =>
                update('vendors', { id: record.id, data: { status: 'Verified' }, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
                    .then(() => notify(`${record.name} is verified`, { type: 'info' }))
                    .catch(onError)
            }
        />
    );
};

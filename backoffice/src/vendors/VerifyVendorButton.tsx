import VerifiedIcon from '@mui/icons-material/Verified';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { useNotifyError } from '../errors';
import type { Vendor } from './types';

/** Admins verify a pending vendor: PUT {status: 'Verified'} (VendorVerified; there is no way back). */
export const VerifyVendorButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' | 'outlined' }) => {
    const record = useRecordContext<Vendor>();
    const isAdmin = useIsAdmin();
    const [update, { isPending }] = useUpdate<Vendor>();
    const notify = useNotify();
    const onError = useNotifyError();
    if (!record || !isAdmin || record.status !== 'Pending') return null;
    return (
        <Button
            label="Verify"
            color="success"
            variant={variant}
            disabled={isPending}
            data-testid="verify-vendor"
            onClick={event => {
                event.stopPropagation(); // not the row's rowClick
                update(
                    'vendors',
                    { id: record.id, data: { status: 'Verified' }, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () => notify(`${record.name} is verified`, { type: 'info' }),
                        onError,
                    },
                );
            }}
        >
            <VerifiedIcon />
        </Button>
    );
};

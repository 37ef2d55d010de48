import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import type { CouponOfferRecord } from '@bazaar/common';
import { useDataProvider, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';

/**
 * Withdraw = DELETE /api/admin/coupons/:id (with If-Match): no longer offered nor claimable;
 * Restore = POST /:id/restore. Each after a confirmation saying what it does.
 */
export const CouponStatusButton = () => {
    const record = useRecordContext<CouponOfferRecord & { revision?: number }>();
    const [withdraw] = useDelete<CouponOfferRecord>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    if (!record) return null;
    if (record.status === 'withdrawn')
        return (
            <ConfirmButton
                label="Restore"
                icon={<UnarchiveOutlinedIcon />}
                testId="restore-coupon"
                title={`Restore ${record.code}?`}
                content="Customers can see and claim it again, on its current terms."
                onConfirm={() =>
                    dataProvider
                        .postAction('coupons', String(record.id), 'restore')
                        .then(() => {
                            notify(`${record.code} is offered again`, { type: 'info' });
                            refresh();
                        })
                        .catch(onError)
                }
            />
        );
    return (
        <ConfirmButton
            label="Withdraw"
            icon={<ArchiveOutlinedIcon />}
            color="error"
            testId="withdraw-coupon"
            title={`Withdraw ${record.code}?`}
            content="It leaves the customers' list of offers and can no longer be claimed. Customers who already claimed it can still use it until their claim expires."
            onConfirm={() =>
                withdraw('coupons', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
                    .then(() => {
                        notify(`${record.code} is withdrawn`, { type: 'info' });
                        refresh();
                    })
                    .catch(onError)
            }
        />
    );
};

import type { CouponOfferRecord } from '@bazaar/common';
import { ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { CancelSaveToolbar, ChangedFieldsEdit } from '../common/forms';
import { COUPON_TERMS, CouponForm } from './CouponForm';
import { CouponStatusButton } from './CouponStatusButton';

const Title = () => {
    const record = useRecordContext<CouponOfferRecord>();
    return <>{record ? `Edit coupon: ${record.code}` : 'Edit coupon'}</>;
};

const Actions = () => (
    <TopToolbar>
        <ShowButton label="Details and History" />
        <CouponStatusButton />
    </TopToolbar>
);

/** Edits send only the changed terms, with If-Match (a stale form is refused, not overwritten); the code stays. */
export const CouponEdit = () => (
    <ChangedFieldsEdit title={<Title />} fields={COUPON_TERMS} actions={<Actions />}>
        <CouponForm editing toolbar={<CancelSaveToolbar />} />
    </ChangedFieldsEdit>
);

export default CouponEdit;

import { Create, SaveButton, Toolbar } from 'react-admin';
import { useServerErrorNotifier } from '../errors';
import { COUPON_TERMS, CouponForm } from './CouponForm';

const FIELDS = ['code', ...COUPON_TERMS] as const;

/** Only what POST /api/admin/coupons takes. */
const toCommand = (data: Record<string, unknown>) =>
    Object.fromEntries(FIELDS.filter(f => data[f] !== undefined && data[f] !== null).map(f => [f, typeof data[f] === 'string' ? (data[f] as string).trim() : data[f]]));

const CreateToolbar = () => (
    <Toolbar>
        <SaveButton label="Add Coupon" alwaysEnable data-testid="save-coupon" />
    </Toolbar>
);

export const CouponCreate = () => {
    const onError = useServerErrorNotifier(FIELDS);
    return (
        <Create title="Add Coupon" redirect="show" transform={toCommand} mutationOptions={{ onError }}>
            <CouponForm toolbar={<CreateToolbar />} defaultValues={{ firstOrderOnly: false, validDays: 15 }} />
        </Create>
    );
};

export default CouponCreate;

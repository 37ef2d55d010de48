import type { CouponOfferRecord } from '@bazaar/common';
import { EditButton, FunctionField, ListButton, NumberField, Show, TabbedShowLayout, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { formatDateTime } from '../dates';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { formatPercent } from '../money';
import { CouponStatusButton } from './CouponStatusButton';
import { CouponStatusChip, validityText } from './CouponStatusChip';

const Title = () => {
    const record = useRecordContext<CouponOfferRecord>();
    return <>{record ? `Coupon: ${record.code}` : 'Coupon'}</>;
};

const Actions = () => (
    <TopToolbar>
        <ListButton label="All coupons" />
        <EditButton />
        <CouponStatusButton />
    </TopToolbar>
);

export const CouponShow = () => (
    <Show title={<Title />} actions={<Actions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <FunctionField<CouponOfferRecord> label="Code" render={c => <strong data-testid="coupon-show-code">{c.code}</strong>} />
                <FunctionField<CouponOfferRecord> label="Description (shown to customers)" render={c => <span dir="auto">{c.description}</span>} />
                <FunctionField<CouponOfferRecord> label="Percent off" render={c => <span data-testid="coupon-show-percent">{formatPercent(c.percent)}</span>} />
                <FunctionField<CouponOfferRecord> label="Valid for" render={c => `${validityText(c.validDays)} after the claim`} />
                <FunctionField<CouponOfferRecord> label="First order only" render={c => (c.firstOrderOnly ? 'Yes' : 'No')} />
                <FunctionField<CouponOfferRecord> label="Status" render={c => <CouponStatusChip coupon={c} />} />
                <NumberField source="claims" label="Customers who claimed it" locales="en-IN" />
                <NumberField source="redemptions" label="Orders that took it" locales="en-IN" />
                <FunctionField<CouponOfferRecord> label="Created" render={c => (c.createdAt ? formatDateTime(c.createdAt) : 'Built in')} />
                <FunctionField<CouponOfferRecord> label="Last changed" render={c => (c.updatedAt ? formatDateTime(c.updatedAt) : 'Never')} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<CouponOfferRecord> render={c => <HistoryTab resource="coupons" id={String(c.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord<CouponOfferRecord> render={c => <AsOfTab resource="coupons" id={String(c.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export default CouponShow;

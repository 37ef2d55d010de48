import type { CouponOfferRecord } from '@bazaar/common';
import { Box, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, SelectInput, TopToolbar } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { formatCount, formatPercent } from '../money';
import { CouponStatusChip, validityText } from './CouponStatusChip';

const emptyList = <EmptyList title="No coupons here" text="Offers added here appear in the storefront's Claim Coupons." />;

const couponFilters = [
    <SelectInput
        key="status"
        source="status"
        label="Status"
        choices={[
            { id: 'active', name: 'Active' },
            { id: 'withdrawn', name: 'Withdrawn' },
        ]}
        alwaysOn
        emptyText="Active and withdrawn"
    />,
];

const Actions = () => (
    <TopToolbar>
        <CreateButton label="Add Coupon" data-testid="add-coupon" />
    </TopToolbar>
);

const Col = DataTable.Col<CouponOfferRecord>;

/** Coupon offers: code (with what customers read), percent, validity, first order only, status, claims and redemptions. */
export const CouponList = () => (
    <List title="Coupons" filters={couponFilters} actions={<Actions />} sort={{ field: 'code', order: 'ASC' }} perPage={25} empty={false} sx={{ '& .RaList-content': { overflowX: 'auto' } }}>
        <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} data-testid="coupons-table">
            <Col source="code" label="Code" render={c => (
                <Box>
                    <strong data-testid="coupon-row-code">{c.code}</strong>
                    <Typography variant="caption" color="text.secondary" component="div" dir="auto">
                        {c.description}
                    </Typography>
                </Box>
            )} />
            <Col source="percent" label="Percent off" align="right" render={c => formatPercent(c.percent)} />
            <Col source="validDays" label="Valid for" render={c => validityText(c.validDays)} />
            <Col source="firstOrderOnly" label="First order only" render={c => (c.firstOrderOnly ? 'Yes' : 'No')} />
            <Col source="status" label="Status" render={c => <CouponStatusChip coupon={c} />} />
            <Col source="claims" label="Claims" align="right" render={c => formatCount(c.claims)} />
            <Col source="redemptions" label="Redemptions" align="right" render={c => formatCount(c.redemptions)} />
            <Col label="Actions" align="right" disableSort>
                <EditButton />
            </Col>
        </DataTable>
    </List>
);

export default CouponList;

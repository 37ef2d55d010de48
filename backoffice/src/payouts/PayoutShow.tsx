import { Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, ListButton, Show, TabbedShowLayout, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { FieldRow } from '../common/FieldRow';
import { formatDate } from '../dates';
import { HistoryTab } from '../history/HistoryTab';
import { formatRupees } from '../money';
import type { Payout } from '../payments/types';
import { getSession } from '../session';
import { MarkPaidButton, paidText, payToCell, SellerName, statusChip } from './PayoutList';

const Title = () => {
    const record = useRecordContext<Payout>();
    return <>{record ? `Payout of ${formatRupees(record.amount)}` : 'Payout'}</>;
};

/**
 * One payout request, where the admin's "Payout requested" notice opens it: the seller, the
 * amount, where to pay it, Mark paid, and its History (its seller's ledger). Its own page, so
 * the Payouts list keeps no filter from the notice (react-admin stores a list's filters).
 */
export const PayoutShow = () => {
    const role = getSession()?.user.role;
    if (role === 'provider') return <Navigate to="/payments" replace />;
    if (role === 'vendor') return <Navigate to="/vendor-payments" replace />;
    return (
        <Show
            title={<Title />}
            actions={
                <TopToolbar>
                    <MarkPaidButton />
                    <ListButton label="All payouts" data-testid="all-payouts" />
                </TopToolbar>
            }
        >
            <TabbedShowLayout>
                <TabbedShowLayout.Tab label="Details">
                    <WithRecord<Payout>
                        render={r => (
                            <Stack spacing={1.5} data-testid="payout-show">
                                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                                    <Typography variant="h6">{formatRupees(r.amount)}</Typography>
                                    {statusChip(r)}
                                </Stack>
                                <FieldRow label={false}>
                                    <Labeled label={r.sellerKind === 'provider' ? 'Service provider' : 'Vendor'}>
                                        <SellerName />
                                    </Labeled>
                                    <Labeled label="Requested">
                                        <FunctionField<Payout> render={p => formatDate(p.requestedAt)} />
                                    </Labeled>
                                    <Labeled label="Paid">
                                        <FunctionField<Payout> render={paidText} />
                                    </Labeled>
                                </FieldRow>
                                <Labeled label="Pay to">
                                    <FunctionField<Payout> render={payToCell} />
                                </Labeled>
                            </Stack>
                        )}
                    />
                </TabbedShowLayout.Tab>
                <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                    <WithRecord<Payout> render={r => <HistoryTab resource="payouts" id={String(r.id)} />} />
                </TabbedShowLayout.Tab>
            </TabbedShowLayout>
        </Show>
    );
};

export default PayoutShow;

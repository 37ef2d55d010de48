import PaidIcon from '@mui/icons-material/Paid';
import { useState } from 'react';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { DataTable, FunctionField, List, ReferenceField, SelectInput, TextField, TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { captionSx } from '../common/listLayout';
import { DialogTextField } from '../common/DialogTextField';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { StatusChip } from '../common/StatusChip';
import { bodyWithRowTestId } from '../common/TestIdRows';
import type { BazaarDataProvider } from '../dataProvider';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { getSession } from '../session';
import { payToText } from '../payments/PayoutDetails';
import type { Payout } from '../payments/types';
import { EmptyList } from '../common/EmptyList';

/** What the table says when nothing is listed. */
const emptyList = <EmptyList title="No payouts yet" text="Withdraw Funds requests of vendors and service providers appear here." />;

const filters = [
    <SelectInput key="status" source="status" label="Status" alwaysOn emptyText="All" choices={[{ id: 'requested', name: 'Requested' }, { id: 'paid', name: 'Paid' }]} />,
    <SelectInput key="sellerKind" source="sellerKind" label="Seller" emptyText="Vendors and providers" choices={[{ id: 'vendor', name: 'Vendors' }, { id: 'provider', name: 'Service providers' }]} />,
];

/** An admin marks a requested payout paid, with the bank transfer's reference. */
export const MarkPaidButton = () => {
    const record = useRecordContext<Payout>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const [reference, setReference] = useState('');
    if (!record || record.status !== 'requested') return null;
    return (
        <ConfirmButton
            label="Mark paid"
            icon={<PaidIcon />}
            color="success"
            testId="mark-payout-paid"
            // Its words on phones too (react-admin's Button keeps only the icon there): the row's one action.
            labelled
            title={`Mark ${formatRupees(record.amount)} as paid?`}
            content={
                <>
                    {record.payTo ? `Paid to ${payToText(record.payTo)}.` : 'This request was made before payouts recorded where to pay them.'}
                    <DialogTextField label="Transfer reference (optional)" value={reference} onChange={setReference} maxLength={100} testId="payout-reference" field="reference" />
                </>
            }
            // A refusal is the dialog's to show: under the reference when it names it (it stays open), else a pop-up.
            onConfirm={() =>
                dataProvider.payPayout(record.id, reference.trim() || undefined).then(() => {
                    notify('Payout marked paid', { type: 'info' });
                    refresh();
                })
            }
        />
    );
};

const Rows = bodyWithRowTestId('payout-row');
const Col = DataTable.Col<Payout>;

/** The seller as the notices name them: a vendor's company (their vendor record), a provider by their name. */
export const SellerName = () => {
    const record = useRecordContext<Payout>();
    if (!record) return null;
    return (
        <ReferenceField<Payout> source="sellerId" reference={record.sellerKind === 'vendor' ? 'vendors' : 'users'} link="show">
            <TextField source="name" data-testid="payout-seller" />
        </ReferenceField>
    );
};

export const SellerCell = () => (
    <>
        <SellerName />
        <FunctionField<Payout> render={r => <Typography variant="caption" color="text.secondary" sx={captionSx}>{r.sellerKind === 'provider' ? 'Service provider' : 'Vendor'}</Typography>} />
    </>
);

export const payToCell = (r: Payout) => (
    <span data-testid="payout-pay-to" style={{ whiteSpace: 'normal' }}>
        {r.payTo ? payToText(r.payTo) : '—'}
    </span>
);

export const statusChip = (r: Payout) => <StatusChip label={r.status === 'paid' ? 'Paid' : 'Requested'} tone={r.status === 'paid' ? 'green' : 'amber'} testId="payout-status" />;
export const paidText = (r: Payout) => (r.paidAt ? `${formatDate(r.paidAt)}${r.reference ? ` (ref. ${r.reference})` : ''}` : '—');

/**
 * Payout requests of vendors and providers (Withdraw Funds), newest first, with where to pay
 * each, in full; admins mark them paid. Sellers have their own Payments page (the server
 * answers them only their own payouts, and the admin's user lookup is not theirs to make).
 */
export const PayoutList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    const role = getSession()?.user.role;
    if (role === 'provider') return <Navigate to="/payments" replace />;
    if (role === 'vendor') return <Navigate to="/vendor-payments" replace />;
    return (
        <List
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            title="Payouts"
            filters={filters}
            sort={{ field: 'requestedAt', order: 'DESC' }}
            perPage={25}
            actions={
                <TopToolbar>
                    <CsvExportButton />
                    <PrintButton />
                </TopToolbar>
            }
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            {narrow ? (
                // A phone (the Wholesale Rates approach): the seller with where to pay and the dates under them, then the amount, status and Mark paid.
                <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={Rows} data-testid="payouts-table" size="small">
                    <Col source="sellerId" label="Seller" disableSort>
                        <SellerCell />
                        <FunctionField<Payout> render={r => <Typography variant="caption" color="text.secondary" sx={captionSx}>{payToCell(r)}</Typography>} />
                        <FunctionField<Payout> render={r => <Typography variant="caption" color="text.secondary" sx={captionSx}>{`Requested ${formatDate(r.requestedAt)}${r.paidAt ? ` · paid ${paidText(r)}` : ''}`}</Typography>} />
                    </Col>
                    <Col source="amount" label="Amount" align="right" render={r => (
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                            <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(r.amount)}</span>
                            {statusChip(r)}
                            <MarkPaidButton />
                        </Stack>
                    )} />
                </DataTable>
            ) : (
                <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={Rows} data-testid="payouts-table" sx={{ '& .MuiTableCell-body': { whiteSpace: 'nowrap' } }}>
                    {/* The seller's kind under their name: room for where to pay them */}
                    <Col source="sellerId" label="Seller" disableSort>
                        <SellerCell />
                    </Col>
                    <Col source="amount" label="Amount" align="right" render={r => formatRupees(r.amount)} />
                    <Col label="Pay to" disableSort render={payToCell} />
                    <Col source="status" label="Status" render={statusChip} />
                    <Col source="requestedAt" label="Requested" render={r => formatDate(r.requestedAt)} />
                    <Col source="paidAt" label="Paid" render={paidText} />
                    <Col label="Actions" align="right" disableSort>
                        <MarkPaidButton />
                    </Col>
                </DataTable>
            )}
        </List>
    );
};

export default PayoutList;

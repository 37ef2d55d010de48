import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { formatDateTime, TIME_ZONE_LABEL } from '../dates';
import { EmptyList } from '../common/EmptyList';
import { captionSx } from '../common/listLayout';
import { formatRupees } from '../money';
import { OrderStatusChip } from './OrderList';
import { InvoiceButton } from './InvoiceButton';
import { UpdateStatusButton } from './UpdateStatusButton';
import { ORDER_STATUSES, type VendorOrder } from './types';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';

const Col = DataTable.Col<VendorOrder>;
const emptyList = <EmptyList title="No orders found" text="Orders for your products appear here as soon as customers place them." />;
const PART_TYPES = [
    { id: 'wholesale', name: 'Wholesale' },
    { id: 'retail', name: 'Retail' },
    { id: 'mixed', name: 'Wholesale and retail' },
];

/** The vendor's Orders tab (spec 2.7): their parts of orders, filtered by status, searched by order number; a row opens the part's page. */
export const VendorOrderList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List
            resource="fulfilments"
            title="Orders"
            sort={{ field: 'placedAt', order: 'DESC' }}
            filters={[
                <SearchInput key="q" source="q" alwaysOn placeholder="Order number" />,
                <SelectInput key="status" source="status" label="Status" choices={ORDER_STATUSES} alwaysOn emptyText="All" />,
                // Spec 2.7: by type as well as status (a part holding both kinds is mixed).
                <SelectInput key="type" source="type" label="Type" choices={PART_TYPES} alwaysOn emptyText="All" />,
            ]}
            actions={<TopToolbar><CsvExportButton /><PrintButton /></TopToolbar>}
            perPage={25}
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            {narrow ? (
                // A phone (as the admin's Orders): the number with the date, customer and amount under it; the status with Update Status, inside the row.
                <DataTable empty={emptyList} bulkActionButtons={false} rowClick="show" data-testid="vendor-orders-table" size="small">
                    <Col source="orderNumber" label="Order ID" render={r => (
                        <>
                            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.orderNumber}</Typography>
                            <Typography variant="caption" color="text.secondary" sx={captionSx}>{formatDateTime(r.placedAt)}</Typography>
                            <Typography variant="caption" color="text.secondary" sx={{ ...captionSx, wordBreak: 'break-word' }}>
                                {r.customerName} · {formatRupees(r.amount)}
                            </Typography>
                        </>
                    )} />
                    <Col source="status" label="Status" align="right" render={r => (
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                            <OrderStatusChip status={r.status} />
                            {r.trackingId && <Typography variant="caption" color="text.secondary" sx={{ ...captionSx, wordBreak: 'break-word' }}>{r.courierName} · {r.trackingId}</Typography>}
                            <UpdateStatusButton part={r} />
                            <InvoiceButton part={r} />
                        </Stack>
                    )} />
                </DataTable>
            ) : (
            <DataTable empty={emptyList} bulkActionButtons={false} rowClick="show" data-testid="vendor-orders-table" size="medium">
                <Col source="orderNumber" label="Order ID" render={r => <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.orderNumber}</Typography>} />
                <Col source="customerName" label="Customer" disableSort />
                <Col source="placedAt" label={`Date (${TIME_ZONE_LABEL})`} render={r => formatDateTime(r.placedAt)} />
                <Col source="amount" label="Amount" disableSort render={r => formatRupees(r.amount)} />
                <Col source="status" label="Status" render={r => (
                    <>
                        <OrderStatusChip status={r.status} />
                        {r.trackingId && <Typography variant="caption" component="div" color="text.secondary">{r.courierName} · {r.trackingId}</Typography>}
                    </>
                )} />
                <Col label="" disableSort render={r => (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <UpdateStatusButton part={r} />
                        <InvoiceButton part={r} />
                    </Stack>
                )} />
            </DataTable>
            )}
        </List>
    );
};

import CancelIcon from '@mui/icons-material/Cancel';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { countInEnglish } from '@bazaar/common';
import { useEffect } from 'react';
import {
    Button,
    DataTable,
    FunctionField,
    List,
    ListButton,
    ReferenceField,
    RefreshButton,
    SearchInput,
    SelectInput,
    Show,
    ShowButton,
    TabbedShowLayout,
    TextField,
    TopToolbar,
    useListContext,
    useNotify,
    useRecordContext,
    useRefresh,
    WithRecord,
} from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { PrintButton } from '../common/PrintButton';
import { httpClient } from '../dataProvider';
import { CsvExportButton } from '../common/CsvExportButton';
import { StatusChip } from '../common/StatusChip';
import { formatDateTime, TIME_ZONE_LABEL } from '../dates';
import { EmptyList } from '../common/EmptyList';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { AddressBlock, sameAddress } from './AddressBlock';
import { InvoiceButton } from './InvoiceButton';
import { UpdateStatusButton } from './UpdateStatusButton';
import { formatRupees } from '../money';
import { methodName, ORDER_STATUSES, PAYMENT_METHODS, statusName, statusTone, type Order, type OrderStatus } from './types';

/** What the table says when nothing is listed. */
const emptyList = <EmptyList title="No orders found" text="Orders placed on the storefront appear here." />;

/** Spec 2.9 / 4: the list refreshes every 30 seconds while it is open. */
export const AUTO_REFRESH_MS = 30_000;

const AutoRefresh = () => {
    const refresh = useRefresh();
    useEffect(() => {
        const timer = setInterval(refresh, AUTO_REFRESH_MS);
        return () => clearInterval(timer);
    }, [refresh]);
    return null;
};

/**
 * How the order was paid, as the money moved: the method and payment status, then what the payment took when it
 * is not the total (cash on delivery collects only the parts delivered) and what went back.
 */
export const paymentSummary = (r: Order) =>
    [
        `${methodName(r.paymentMethod)} · ${r.paymentStatus}`,
        r.paid !== null && r.paid !== r.total ? `${r.paymentMethod === 'cod' ? 'collected' : 'paid'} ${formatRupees(r.paid)}` : null,
        r.refunded ? `refunded ${formatRupees(r.refunded)}` : null,
    ]
        .filter(Boolean)
        .join(' · ');

/** 'Parts cancelled 1 of 2' under the total while the order itself stands (a cancelled order says so in its status). */
const CancelledParts = ({ order }: { order: Order }) => {
    const cancelled = order.fulfilments.filter(f => f.status === 'cancelled').length;
    if (order.status === 'cancelled' || cancelled === 0) return null;
    return (
        <Typography variant="caption" color="error" component="div" data-testid="order-cancelled-parts">
            {cancelled} of {order.fulfilments.length} parts cancelled
        </Typography>
    );
};

export const OrderStatusChip = ({ status }: { status: OrderStatus | null }) => <StatusChip label={statusName(status)} tone={statusTone(status)} testId="order-status" />;

/** Track order: opens the tracking page in a new tab when a part has shipped. */
const TrackButton = ({ url }: { url: string | null }) =>
    url ? (
        <Button
            label="Track"
            onClick={e => {
                e.stopPropagation();
                window.open(url, '_blank', 'noopener,noreferrer');
            }}
            data-testid="track-order"
        >
            <LocalShippingIcon />
        </Button>
    ) : null;

const ListActions = () => (
    <TopToolbar>
        <RefreshButton data-testid="orders-refresh" />
        <CsvExportButton data-testid="orders-export" />
        <PrintButton testId="orders-print" />
    </TopToolbar>
);

/** 'Loading orders...' while the first page loads (spec 2.9). */
const LoadingOrders = () => {
    const { isPending } = useListContext();
    return isPending ? <Typography sx={{ p: 2 }}>Loading orders...</Typography> : null;
};

const Col = DataTable.Col<Order>;

/** Admin Orders (spec 2.9): number, customer (name, e-mail, id), date, total, status (and Track once shipped), payment method, items; the row opens the order. */
export const OrderList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List
            title="Orders"
            sort={{ field: 'placedAt', order: 'DESC' }}
            filters={[
                <SearchInput key="q" source="q" alwaysOn placeholder="Order number" />,
                <SelectInput key="status" source="status" label="Status" choices={ORDER_STATUSES} alwaysOn emptyText="All statuses" />,
                <SelectInput key="paymentMethod" source="paymentMethod" label="Payment method" choices={PAYMENT_METHODS} emptyText="All methods" />,
            ]}
            actions={<ListActions />}
            perPage={25}
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            <AutoRefresh />
            <LoadingOrders />
            {narrow ? (
                // A phone (the Wholesale Rates approach): the number with the date and customer under it, the total with the status; the row opens the order.
                <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} data-testid="orders-table" size="small">
                    <Col source="orderNumber" label="Order" render={r => (
                        <>
                            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.orderNumber}</Typography>
                            <Typography variant="caption" color="text.secondary" component="div">{formatDateTime(r.placedAt)}</Typography>
                            <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-word' }}>
                                {r.customerName} · {paymentSummary(r)} · {r.itemCount} {r.itemCount === 1 ? 'item' : 'items'}
                            </Typography>
                            <CancelledParts order={r} />
                            {r.trackingUrl && <TrackButton url={r.trackingUrl} />}
                        </>
                    )} />
                    <Col source="total" label="Total" align="right" render={r => (
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                            <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(r.total)}</span>
                            <OrderStatusChip status={r.status} />
                        </Stack>
                    )} />
                </DataTable>
            ) : (
            <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} data-testid="orders-table">
                <Col source="orderNumber" label="Order" render={r => <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.orderNumber}</Typography>} />
                <Col source="customerName" label="Customer" disableSort render={r => (
                    <>
                        {r.customerName}
                        <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
                            {r.customerEmail ?? '—'} · {r.customerId.slice(-8)}
                        </Typography>
                    </>
                )} />
                <Col source="placedAt" label={`Date (${TIME_ZONE_LABEL})`} render={r => formatDateTime(r.placedAt)} />
                <Col source="total" label="Total" render={r => (
                    <>
                        {formatRupees(r.total)}
                        <CancelledParts order={r} />
                    </>
                )} />
                {/* Track belongs to the shipment the status tells of: a column of its own stood empty until one shipped. */}
                <Col source="status" label="Status" render={r => (
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <OrderStatusChip status={r.status} />
                        <TrackButton url={r.trackingUrl} />
                    </Stack>
                )} />
                <Col source="paymentMethod" label="Payment" render={r => <span data-testid="order-payment">{paymentSummary(r)}</span>} />
                <Col source="itemCount" label="Items" disableSort render={r => r.itemCount} />
            </DataTable>
            )}
        </List>
    );
};

/** The order's items grouped per vendor, each part with its own status and tracking. */
const ItemsPerVendor = () => {
    const order = useRecordContext<Order>();
    if (!order) return null;
    return (
        <Stack spacing={2} sx={{ width: '100%' }} data-testid="order-parts">
            {order.fulfilments.map(part => (
                <Box key={part.vendorId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }} data-testid="order-part">
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                        <ReferenceField record={part} source="vendorId" reference="vendors" link="show" emptyText={`Vendor ${part.vendorId.slice(-8)}`}>
                            <TextField source="name" variant="subtitle2" />
                        </ReferenceField>
                        <OrderStatusChip status={part.status} />
                        {/* An admin moves any vendor's part, as its vendor would (the server keeps the same rules). */}
                        <UpdateStatusButton part={{ id: `${order.id}_${part.vendorId}`, orderNumber: order.orderNumber, status: part.status }} />
                        <InvoiceButton part={{ id: `${order.id}_${part.vendorId}`, status: part.status }} />
                        {/* The part as its vendor sees it: what to pack, where it goes, the cash to collect, its own History. */}
                        <ShowButton resource="fulfilments" record={{ id: `${order.id}_${part.vendorId}` }} label="Part page" data-testid="order-part-page" />
                        <Typography variant="body2">{formatRupees(part.amount)}{part.status === 'cancelled' ? ` · ${order.paymentMethod === 'cod' ? 'not collected' : order.paid !== null ? 'refunded' : 'not charged'}` : ''}</Typography>
                        {part.trackingId && (
                            <Typography variant="body2">
                                {part.courierName} · {part.trackingId}{' '}
                                {part.trackingUrl && <a href={part.trackingUrl} target="_blank" rel="noopener noreferrer">track</a>}
                            </Typography>
                        )}
                    </Stack>
                    {/* A phone scrolls the six columns sideways inside the part; the show page's card would cut Unit price and Total off. */}
                    <TableContainer>
                        <Table size="small">
                            <TableHead>
                                <TableRow>
                                    <TableCell>Product</TableCell>
                                    <TableCell>Type</TableCell>
                                    <TableCell align="right">Quantity</TableCell>
                                    <TableCell align="right">Unit price</TableCell>
                                    <TableCell align="right">Total</TableCell>
                                    <TableCell align="right">Commission</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {order.items.filter(i => i.vendorId === part.vendorId).map(i => (
                                    <TableRow key={i.productId} data-cancelled={part.status === 'cancelled' || undefined} sx={part.status === 'cancelled' ? { '& td': { textDecoration: 'line-through', color: 'text.secondary' } } : undefined}>
                                        <TableCell>{i.productName}</TableCell>
                                        <TableCell>{i.productType}</TableCell>
                                        <TableCell align="right">{countInEnglish(i.quantity, i.unit)}</TableCell>
                                        <TableCell align="right">{formatRupees(i.unitPrice)}</TableCell>
                                        <TableCell align="right">{formatRupees(i.totalPrice)}</TableCell>
                                        {/* The rate frozen on the line when it was placed: a later change of the category's rate does not touch it. */}
                                        <TableCell align="right" data-testid="line-commission">{i.commissionPercent.toLocaleString('en-IN', { maximumFractionDigits: 2 })} %</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                </Box>
            ))}
        </Stack>
    );
};

const Title = () => {
    const order = useRecordContext<Order>();
    return <>{order ? `Order ${order.orderNumber}` : 'Order'}</>;
};

/** Cancel the whole order (POST /api/admin/orders/:id/cancel): only while none of its parts has shipped, as the server allows. */
const CancelOrderButton = () => {
    const order = useRecordContext<Order>();
    const notify = useNotify();
    const refresh = useRefresh();
    if (!order || order.status === 'cancelled' || order.fulfilments.some(f => f.status === 'shipped' || f.status === 'delivered')) return null;
    return (
        <ConfirmButton
            label="Cancel order"
            icon={<CancelIcon />}
            color="error"
            testId="cancel-order"
            title={`Cancel order ${order.orderNumber}?`}
            content="Every part not yet cancelled is cancelled: the stock goes back, a payment is refunded, and the customer and its vendors are told."
            confirm="Cancel order"
            onConfirm={async () => {
                await httpClient(`/api/admin/orders/${encodeURIComponent(String(order.id))}/cancel`, { method: 'POST', body: '{}' });
                notify(`Order ${order.orderNumber} is cancelled`, { type: 'success' });
                refresh();
            }}
        />
    );
};

export const OrderShow = () => (
    <Show title={<Title />} actions={<TopToolbar><ListButton label="All orders" /><CancelOrderButton /><PrintButton testId="order-print" /></TopToolbar>}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details">
                <FunctionField<Order> label="Order number" render={r => <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{r.orderNumber}</Typography>} />
                <FunctionField<Order> label="Status" render={r => <OrderStatusChip status={r.status} />} />
                <FunctionField<Order> label="Customer" render={r => `${r.customerName}${r.customerEmail ? ` · ${r.customerEmail}` : ''} · ${r.customerId}`} />
                <FunctionField<Order> label={`Placed (${TIME_ZONE_LABEL})`} render={r => formatDateTime(r.placedAt)} />
                <FunctionField<Order> label="Payment" render={r => <span data-testid="order-payment">{paymentSummary(r)}</span>} />
                <FunctionField<Order>
                    label="Amounts"
                    render={r =>
                        `Subtotal ${formatRupees(r.subtotal)} · discount ${formatRupees(r.discount)}${r.couponCode ? ` (${r.couponCode})` : ''} · delivery ${formatRupees(r.deliveryFee)} · total ${formatRupees(r.total)}${r.refunded ? ` · refunded ${formatRupees(r.refunded)}` : ''}`
                    }
                />
                {/* Where the order goes, in full (with the phone to call), and whom it bills when that is another address or a business (GSTIN). */}
                <FunctionField<Order> label="Ship to" render={r => <Box data-testid="order-ship-to"><AddressBlock address={r.shippingAddress} /></Box>} />
                <FunctionField<Order>
                    label="Bill to"
                    render={r => <Box data-testid="order-bill-to">{sameAddress(r.shippingAddress, r.billingAddress) ? <Typography variant="body2">Same as the shipping address</Typography> : <AddressBlock address={r.billingAddress} />}</Box>}
                />
                <FunctionField<Order> label="Items per vendor" render={() => <ItemsPerVendor />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<Order> render={r => <HistoryTab resource="orders" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord<Order> render={r => <AsOfTab resource="orders" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

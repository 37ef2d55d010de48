import { Box, GlobalStyles, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { countInEnglish } from '@bazaar/common';
import type { ReactNode } from 'react';
import { ListButton, Show, TabbedShowLayout, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { PrintButton } from '../common/PrintButton';
import { formatDateTime } from '../dates';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { formatRupees } from '../money';
import { AddressBlock, sameAddress } from './AddressBlock';
import { InvoiceButton } from './InvoiceButton';
import { OrderStatusChip } from './OrderList';
import { UpdateStatusButton } from './UpdateStatusButton';
import { methodName, type VendorOrder } from './types';

/** One labelled block of the page (a heading the packing slip keeps). */
const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="h3" color="text.secondary">{title}</Typography>
        {children}
    </Box>
);

/** This vendor's lines: what to pack (the server answers only theirs). A phone puts the unit price under the quantity: three columns fit 390 px. */
const Lines = ({ part }: { part: VendorOrder }) => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const span = narrow ? 2 : 3;
    const money = { whiteSpace: 'nowrap' } as const;
    return (
        <TableContainer>
            <Table size="small" data-testid="part-lines">
                <TableHead>
                    <TableRow>
                        <TableCell>Product</TableCell>
                        <TableCell align="right">Quantity</TableCell>
                        {!narrow && <TableCell align="right">Unit price</TableCell>}
                        <TableCell align="right">Total</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {part.items.map(i => (
                        <TableRow key={i.productId} data-testid="part-line">
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{i.productName}</TableCell>
                            <TableCell align="right">
                                {countInEnglish(i.quantity, i.unit)}
                                {narrow && <Typography variant="caption" color="text.secondary" component="div" sx={money}>@ {formatRupees(i.unitPrice)}</Typography>}
                            </TableCell>
                            {!narrow && <TableCell align="right" sx={money}>{formatRupees(i.unitPrice)}</TableCell>}
                            <TableCell align="right" sx={money}>{formatRupees(i.totalPrice)}</TableCell>
                        </TableRow>
                    ))}
                    {/* The coupon's share of this part: what its lines came to less what the customer pays for them. */}
                    {part.subtotal !== part.amount && (
                        <TableRow>
                            <TableCell colSpan={span}>Coupon discount</TableCell>
                            <TableCell align="right" sx={money} data-testid="part-coupon">−{formatRupees(part.subtotal - part.amount)}</TableCell>
                        </TableRow>
                    )}
                    <TableRow>
                        <TableCell colSpan={span} sx={{ fontWeight: 700 }}>Amount</TableCell>
                        <TableCell align="right" sx={{ ...money, fontWeight: 700 }} data-testid="part-amount">{formatRupees(part.amount)}</TableCell>
                    </TableRow>
                    {/* Not the vendor's: the marketplace's fee, on this part's invoice and collected with it. */}
                    {part.deliveryFee > 0 && (
                        <TableRow data-testid="part-delivery-fee">
                            <TableCell colSpan={span}>Delivery fee (the marketplace's, on this part's invoice)</TableCell>
                            <TableCell align="right" sx={money}>{formatRupees(part.deliveryFee)}</TableCell>
                        </TableRow>
                    )}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

/**
 * Cash on delivery: what the courier collects with this part, as the server computes it (its lines less the
 * coupon, with the delivery fee when this part carries it); a cancelled part collects nothing.
 */
const Payment = ({ part }: { part: VendorOrder }) => (
    <Stack spacing={0.5}>
        <Typography variant="body2">{methodName(part.paymentMethod)} · {part.paymentStatus}</Typography>
        {part.collectOnDelivery !== null && (
            <Typography variant="h6" component="p" data-testid="part-collect">
                {part.status === 'cancelled'
                    ? 'Nothing to collect: this part is cancelled'
                    : `${part.status === 'delivered' ? 'Collected on delivery' : 'Collect on delivery'}: ${formatRupees(part.collectOnDelivery)}`}
            </Typography>
        )}
    </Stack>
);

const Tracking = ({ part }: { part: VendorOrder }) =>
    part.trackingId ? (
        <Section title="Tracking" testId="part-tracking">
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {part.courierName} · <span dir="auto">{part.trackingId}</span>
                {part.shippedAt && ` · shipped ${formatDateTime(part.shippedAt)}`}
                {part.deliveredAt && ` · delivered ${formatDateTime(part.deliveredAt)}`}
            </Typography>
            {part.trackingUrl && (
                <Link href={part.trackingUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {part.trackingUrl}
                </Link>
            )}
        </Section>
    ) : null;

const Details = () => {
    const part = useRecordContext<VendorOrder>();
    if (!part) return null;
    const billsElsewhere = !sameAddress(part.shippingAddress, part.billingAddress);
    return (
        <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{part.orderNumber}</Typography>
                <OrderStatusChip status={part.status} />
                <Typography variant="body2" color="text.secondary">Placed {formatDateTime(part.placedAt)}</Typography>
            </Stack>
            {part.status === 'cancelled' && part.cancellationReason && (
                <Typography variant="body2" color="error" data-testid="part-cancel-reason">
                    Cancelled: <span dir="auto">{part.cancellationReason}</span>
                </Typography>
            )}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: billsElsewhere ? '1fr 1fr 1fr' : '1fr 1fr' } }}>
                <Section title="Ship to" testId="part-ship-to">
                    <AddressBlock address={part.shippingAddress} />
                </Section>
                {billsElsewhere && (
                    <Section title="Bill to" testId="part-bill-to">
                        <AddressBlock address={part.billingAddress} />
                    </Section>
                )}
                <Section title="Payment" testId="part-payment">
                    <Payment part={part} />
                </Section>
            </Box>
            <Section title="Items to pack">
                <Lines part={part} />
            </Section>
            <Tracking part={part} />
        </Stack>
    );
};

const Title = () => {
    const part = useRecordContext<VendorOrder>();
    return <>{part ? `Order ${part.orderNumber}` : 'Order'}</>;
};

const Actions = () => {
    const part = useRecordContext<VendorOrder>();
    return (
        <TopToolbar className="part-actions">
            <ListButton label="All orders" />
            {part && <UpdateStatusButton part={part} />}
            {part && <InvoiceButton part={part} />}
            <PrintButton testId="part-print" />
        </TopToolbar>
    );
};

/**
 * One vendor's part of an order (GET /api/admin/fulfilments/:id: a vendor's own, an admin's any):
 * what to pack, where to ship, whom to bill, what to collect. Printed, it is the packing slip:
 * the tabs and buttons are left off the paper.
 */
export const VendorOrderShow = () => (
    <Show title={<Title />} actions={<Actions />}>
        <GlobalStyles styles={{ '@media print': { '.MuiTabs-root, .part-actions, .RaShow-main .MuiButton-root': { display: 'none !important' }, '.RaShow-card': { boxShadow: 'none !important' } } }} />
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details">
                <Details />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<VendorOrder> render={r => <HistoryTab resource="fulfilments" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord<VendorOrder> render={r => <AsOfTab resource="fulfilments" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

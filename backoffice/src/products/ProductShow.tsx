import { Box, Chip, Stack, Typography } from '@mui/material';
import { EditButton, FunctionField, ListButton, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { formatDateTime } from '../dates';
import { formatCount } from '../money';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { getSession } from '../session';
import { ApprovalChip, StockChip, VendorStatusChip } from './ProductChips';
import { ReviewProductButtons } from './ReviewButtons';
import { ALL_SUBCATEGORY_CHOICES, type Product } from './types';

const Title = () => {
    const record = useRecordContext<Product>();
    return <>{record?.name ?? 'Product'}</>;
};

const Actions = () => (
    <TopToolbar>
        {getSession()?.user.role === 'admin' && <ReviewProductButtons />}
        <EditButton />
        <ListButton label="All products" />
    </TopToolbar>
);

export const ProductShow = () => (
    <Show title={<Title />} actions={<Actions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <FunctionField<Product> label="Image" render={r => <Box component="img" src={r.images.medium} alt={r.name} sx={{ width: 240, maxWidth: '100%', borderRadius: 1, bgcolor: 'grey.100' }} data-testid="product-image" />} />
                <TextField source="name" label="Name" />
                <FunctionField<Product> label="Approval" render={r => (
                    <Stack spacing={0.5}>
                        <ApprovalChip approval={r.approval} />
                        {r.rejectionReason && <Typography variant="body2" color="error">{r.rejectionReason}</Typography>}
                    </Stack>
                )} />
                <FunctionField<Product> label="Category" render={r => `${r.category === 'wholesale' ? 'Wholesale' : 'Retail'} · ${ALL_SUBCATEGORY_CHOICES.find(c => c.id === r.subcategory)?.name ?? r.subcategory}`} />
                <FunctionField<Product> label="Price" render={r => (r.category === 'wholesale' && r.price === 0 ? r.priceLabel : `${r.priceLabel} per ${r.unit}`)} />
                <FunctionField<Product> label="Stock" render={r => <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><span>{formatCount(r.stock)}</span><StockChip status={r.status} /></Stack>} />
                <FunctionField<Product> label="Quantity" render={r => r.quantityWithUnit} />
                <FunctionField<Product> label="Status" render={r => <VendorStatusChip status={r.vendorStatus} />} />
                <FunctionField<Product> label="Vendor" render={r => r.vendorName ?? r.vendor?.name ?? '—'} />
                <FunctionField<Product> label="Cities" render={r => (r.cities.length ? <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>{r.cities.map(c => <Chip key={c} size="small" label={c} />)}</Stack> : 'Every city')} />
                <TextField source="description" label="Description" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
                <TextField source="slug" label="Slug" />
                <FunctionField<Product> label="Listed" render={r => formatDateTime(r.createdAt)} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<Product> render={r => <HistoryTab resource="products" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord<Product> render={r => <AsOfTab resource="products" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

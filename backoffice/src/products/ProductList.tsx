import { Box, Chip, Stack, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
    CreateButton,
    DataTable,
    DeleteButton,
    EditButton,
    List,
    SearchInput,
    SelectInput,
    TopToolbar,
    useListContext,
} from 'react-admin';
import { iconButtonsSx } from '../common/listLayout';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatCount } from '../money';
import { getSession } from '../session';
import { ApprovalChip, StockChip, VendorStatusChip } from './ProductChips';
import { BulkReviewButtons, ReviewProductButtons } from './ReviewButtons';
import { ALL_SUBCATEGORY_CHOICES, APPROVAL_CHOICES, KIND_CHOICES, VENDOR_STATUS_CHOICES, type Product } from './types';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { EmptyList } from '../common/EmptyList';

/** What the table says when nothing is listed: to an admin, where products come from; to a vendor, what theirs do next. */
const emptyList = (admin: boolean) =>
    admin ? (
        <EmptyList title="No products yet" text="Products vendors list appear here." />
    ) : (
        <EmptyList title="No products yet" text="Products you list appear here. Customers see each one once an admin approves it." />
    );

const Col = DataTable.Col<Product>;
const ProductRows = bodyWithRowTestId('product-row');
const subcategoryName = (id: string) => ALL_SUBCATEGORY_CHOICES.find(c => c.id === id)?.name ?? id;

const Thumb = ({ record }: { record: Product }) => (
    <Box component="img" src={record.images.thumb} alt="" loading="lazy" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', display: 'block' }} />
);

/**
 * Long names wrap (the other cells stay on one line), so the table fits at 1366 px; `details`
 * go under the name (the vendor on the admin's list; on a phone also the kind, subcategory and quantity).
 */
const NameCell = ({ record, details }: { record: Product; details?: React.ReactNode }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Thumb record={record} />
        <Box sx={{ whiteSpace: 'normal', minWidth: 120, maxWidth: 240 }}>
            {record.name}
            {details && <Typography variant="caption" color="text.secondary" component="div">{details}</Typography>}
            {record.approval === 'rejected' && record.rejectionReason && (
                <Typography variant="caption" color="error" component="div" sx={{ whiteSpace: 'normal', maxWidth: 280 }} data-testid="rejection-reason">
                    Rejected: {record.rejectionReason}
                </Typography>
            )}
        </Box>
    </Stack>
);

/** Approve, Reject (pending products), Edit and Delete as icons, named by their labels. */
const RowActions = ({ admin }: { admin: boolean }) => (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end', ...iconButtonsSx }}>
        {admin && <ReviewProductButtons />}
        <EditButton title="Edit" />
        <DeleteButton title="Delete" mutationMode="pessimistic" confirmTitle="Delete this product?" confirmContent="It leaves every list and the storefront. Its History stays." />
    </Stack>
);

const kindName = (r: Product) => (r.category === 'wholesale' ? 'Wholesale' : 'Retail');
const vendorName = (r: Product) => r.vendorName ?? r.vendor?.name ?? '—';

/** A phone (the Wholesale Rates approach): the product with what it is and who sells it under it, its price and stock, its approval; the row opens it. */
const NarrowProducts = ({ admin }: { admin: boolean }) => (
    <DataTable empty={emptyList(admin)} rowClick="show" bulkActionButtons={false} body={ProductRows} data-testid="products-table" size="small">
        <Col source="name" label="Product" render={r => (
            <NameCell record={r} details={<>{kindName(r)} · {subcategoryName(r.subcategory)} · {r.quantityWithUnit}{admin && <><br />{vendorName(r)}</>}</>} />
        )} />
        <Col source="price" label="Price" align="right" render={r => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                <span data-testid="product-price" style={{ whiteSpace: 'nowrap' }}>{r.priceLabel}</span>
                <StockChip status={r.status} />
                {admin ? <ApprovalChip approval={r.approval} /> : <VendorStatusChip status={r.vendorStatus} />}
            </Stack>
        )} />
    </DataTable>
);

/** Spec 2.9: the whole catalogue and the pending-approval list are two views of one table. */
const ApprovalTabs = () => {
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const pending = filterValues.approval === 'pending';
    return (
        <Tabs
            value={pending ? 'pending' : 'all'}
            onChange={(_, tab) => {
                const { approval: _approval, ...rest } = filterValues;
                setFilters(tab === 'pending' ? { ...rest, approval: 'pending' } : rest, displayedFilters);
            }}
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
            <Tab value="all" label="All products" data-testid="tab-all-products" />
            <Tab value="pending" label="Pending approval" data-testid="tab-pending-approval" />
        </Tabs>
    );
};

/** Admins: spec 2.9 Products with the pending-approval list, approve/reject (one or many), edit, delete. */
const AdminProducts = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
    <List
        // Kept when empty: its toolbar (Export, Print) stays; the table says so.
        empty={false}
        title="Products"
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={[
            <SearchInput key="q" source="q" alwaysOn placeholder="Search products" />,
            <SelectInput key="category" source="category" label="Category" choices={KIND_CHOICES} alwaysOn emptyText="All categories" />,
            <SelectInput key="subcategory" source="subcategory" label="Subcategory" choices={ALL_SUBCATEGORY_CHOICES} emptyText="All subcategories" />,
            <SelectInput key="approval" source="approval" label="Approval" choices={APPROVAL_CHOICES} emptyText="Any approval" />,
        ]}
        actions={<TopToolbar><CreateButton label="Add Product" data-testid="add-product" /><CsvExportButton /><PrintButton /></TopToolbar>}
        perPage={25}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <ApprovalTabs />
        {narrow ? <NarrowProducts admin /> : (
        // Fits 1366 px: the vendor under the name, the subcategory under the kind, the stock status under the count, the buttons as icons.
        <DataTable empty={emptyList(true)} rowClick="show" bulkActionButtons={<BulkReviewButtons />} body={ProductRows} data-testid="products-table" sx={{ '& .MuiTableCell-body': { whiteSpace: 'nowrap' } }}>
            <Col source="name" label="Name" render={r => <NameCell record={r} details={<span data-testid="product-vendor">{vendorName(r)}</span>} />} />
            <Col source="category" label="Category" render={r => (
                <>
                    <Chip size="small" variant="outlined" label={kindName(r)} />
                    <Typography variant="caption" color="text.secondary" component="div">{subcategoryName(r.subcategory)}</Typography>
                </>
            )} />
            <Col source="price" label="Price" align="right" render={r => <span data-testid="product-price">{r.priceLabel}</span>} />
            <Col source="stock" label="Stock" align="right" render={r => (
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                    <span>{formatCount(r.stock)}</span>
                    <StockChip status={r.status} />
                </Stack>
            )} />
            <Col source="quantity" label="Quantity" align="right" render={r => r.quantityWithUnit} />
            <Col source="approval" label="Approval" render={r => <ApprovalChip approval={r.approval} />} />
            <Col label="Actions" align="right" disableSort>
                <RowActions admin />
            </Col>
        </DataTable>
        )}
    </List>
    );
};

/** Vendors: spec 2.7 Products tab, their own products only (the server's scope). */
const VendorProducts = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
    <List
        // Kept when empty: its toolbar (Export, Print) stays; the table says so.
        empty={false}
        title="My products"
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={[
            <SearchInput key="q" source="q" alwaysOn placeholder="Search products" />,
            <SelectInput key="category" source="category" label="Category" choices={KIND_CHOICES} alwaysOn emptyText="All categories" />,
            <SelectInput key="vendorStatus" source="vendorStatus" label="Status" choices={VENDOR_STATUS_CHOICES} alwaysOn emptyText="All statuses" />,
        ]}
        actions={<TopToolbar><CreateButton label="Add New Product" data-testid="add-product" /></TopToolbar>}
        perPage={25}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        {narrow ? <NarrowProducts admin={false} /> : (
        <DataTable empty={emptyList(false)} rowClick="show" bulkActionButtons={false} body={ProductRows} data-testid="products-table" sx={{ '& .MuiTableCell-body': { whiteSpace: 'nowrap' } }}>
            <Col source="name" label="Product Name" render={r => <NameCell record={r} />} />
            <Col source="category" label="Category" render={r => (
                <>
                    {r.category === 'wholesale' ? 'Wholesale' : 'Retail'}
                    <Typography variant="caption" color="text.secondary" component="div">{subcategoryName(r.subcategory)}</Typography>
                </>
            )} />
            <Col source="price" label="Price" align="right" render={r => r.priceLabel} />
            <Col source="stock" label="Stock" align="right" />
            <Col source="vendorStatus" label="Status" render={r => (
                <Stack direction="row" spacing={0.5}>
                    <VendorStatusChip status={r.vendorStatus} />
                    <ApprovalChip approval={r.approval} />
                </Stack>
            )} />
            <Col label="Actions" align="right" disableSort>
                <RowActions admin={false} />
            </Col>
        </DataTable>
        )}
    </List>
    );
};

export const ProductList = () => (getSession()?.user.role === 'admin' ? <AdminProducts /> : <VendorProducts />);

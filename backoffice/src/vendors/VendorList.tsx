import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, SelectInput, ShowButton, TopToolbar } from 'react-admin';
import { OwnRecordOnly } from '../common/OwnRecordOnly';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatRupees } from '../money';
import { CATEGORY_CHOICES, STATUS_CHOICES, type Vendor } from './types';
import { VendorStatusChip } from './VendorStatusChip';
import { VerifyVendorButton } from './VerifyVendorButton';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { EmptyList } from '../common/EmptyList';

/** What the table says when nothing is listed. */
const emptyList = <EmptyList title="No vendors yet" text="Suppliers who register on the storefront's Become a Vendor page, and vendors added here, appear here." />;

const vendorFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name or city" />,
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn emptyText="All statuses" />,
    <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} alwaysOn emptyText="All categories" />,
];

const VendorListActions = () => (
    <TopToolbar>
        <CreateButton label="Add Vendor" data-testid="add-vendor" />
        <CsvExportButton />
        <PrintButton />
    </TopToolbar>
);

const VendorRows = bodyWithRowTestId('vendor-row');
const Col = DataTable.Col<Vendor>;

/** Spec 2.9 Vendors table: Name, Category, Products, Revenue, Status; Add Vendor; Verify on pending rows. On a phone the category, products and revenue go under the name. */
const AllVendors = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
    <List
        // Kept when empty: its toolbar (Export, Print) stays; the table says so.
        empty={false}
        title="Vendors"
        filters={vendorFilters}
        actions={<VendorListActions />}
        sort={{ field: 'registeredAt', order: 'DESC' }}
        perPage={25}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        {narrow ? (
            <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={VendorRows} data-testid="vendors-table" size="small">
                <Col source="name" label="Vendor" render={r => (
                    <>
                        {r.name}
                        <Typography variant="caption" color="text.secondary" component="div">
                            {r.category} · {r.products} {r.products === 1 ? 'product' : 'products'} · {formatRupees(r.revenue)}
                        </Typography>
                    </>
                )} />
                <Col source="status" label="Status" align="right" render={r => (
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                        <VendorStatusChip status={r.status} />
                        <VerifyVendorButton />
                    </Stack>
                )} />
            </DataTable>
        ) : (
        <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={VendorRows} data-testid="vendors-table" sx={{ '& .MuiTableCell-body': { whiteSpace: 'nowrap' } }}>
            <Col source="name" label="Name" />
            <Col source="category" label="Category" />
            <Col source="products" label="Products" align="right" />
            <Col source="revenue" label="Revenue" align="right" render={r => formatRupees(r.revenue)} />
            <Col source="status" label="Status" render={r => <VendorStatusChip status={r.status} />} />
            <Col label="Actions" align="right" disableSort>
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <VerifyVendorButton />
                    <ShowButton label="View" />
                </Stack>
            </Col>
        </DataTable>
        )}
    </List>
    );
};

/** Vendors never see the list of others: they land on their own profile. */
export const VendorList = () => (
    <OwnRecordOnly>
        <AllVendors />
    </OwnRecordOnly>
);

export default VendorList;

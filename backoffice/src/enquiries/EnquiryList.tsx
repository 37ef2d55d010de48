import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { countInEnglish } from '@bazaar/common';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatDateTime } from '../dates';
import { EmptyList } from '../common/EmptyList';
import { getSession } from '../session';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import { ENQUIRY_STATUSES, type Enquiry } from './types';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';

/** What the table says when nothing is listed. */
const emptyList = <EmptyList title="No enquiries yet" text="Enquiries customers send from a wholesale product's page appear here." />;

const Col = DataTable.Col<Enquiry>;
const EnquiryRows = bodyWithRowTestId('enquiry-row');

/** Wholesale enquiries: a vendor sees those about their own products (the server's scope), an admin all. */
export const EnquiryList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    const admin = getSession()?.user.role === 'admin';
    return (
        <List
            title="Wholesale enquiries"
            sort={{ field: 'submittedAt', order: 'DESC' }}
            filters={[
                <SearchInput key="q" source="q" alwaysOn placeholder="Product" />,
                <SelectInput key="status" source="status" label="Status" choices={ENQUIRY_STATUSES} alwaysOn emptyText="All statuses" />,
            ]}
            actions={<TopToolbar><CsvExportButton /><PrintButton /></TopToolbar>}
            perPage={25}
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            {narrow ? (
                // A phone (the Wholesale Rates approach): the product with its customer, vendor and date under it, then the tonnes and the status.
                <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={EnquiryRows} data-testid="enquiries-table" size="small">
                    <Col source="productName" label="Product" render={r => (
                        <>
                            {r.productName}
                            <Typography variant="caption" color="text.secondary" component="div">
                                {r.customerName}{admin && r.vendorName ? ` · ${r.vendorName}` : ''}
                            </Typography>
                            <Typography variant="caption" color="text.secondary" component="div">{formatDateTime(r.submittedAt)}</Typography>
                        </>
                    )} />
                    <Col source="status" label="Status" align="right" render={r => (
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                            <span style={{ whiteSpace: 'nowrap' }}>{countInEnglish(r.quantity, r.unit)}</span>
                            <EnquiryStatusChip status={r.status} />
                        </Stack>
                    )} />
                </DataTable>
            ) : (
            <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={EnquiryRows} data-testid="enquiries-table">
                <Col source="productName" label="Product" render={r => (
                    <>
                        {r.productName}
                        {admin && r.vendorName && <Typography variant="caption" color="text.secondary" component="div">{r.vendorName}</Typography>}
                    </>
                )} />
                <Col source="customerName" label="Customer" disableSort />
                <Col source="quantity" label="Quantity" align="right" render={r => countInEnglish(r.quantity, r.unit)} />
                <Col source="status" label="Status" render={r => <EnquiryStatusChip status={r.status} />} />
                <Col source="submittedAt" label="Received" render={r => formatDateTime(r.submittedAt)} />
            </DataTable>
            )}
        </List>
    );
};

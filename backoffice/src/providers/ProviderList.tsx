import { DataTable, List, NullableBooleanInput, SearchInput, SelectInput, ShowButton, TopToolbar } from 'react-admin';
import { OwnRecordOnly } from '../common/OwnRecordOnly';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatDate } from '../dates';
import { EmptyList } from '../common/EmptyList';
import { AvailabilityChip } from './AvailabilityChip';
import { ProviderStatusChip } from './ProviderVerification';
import type { Provider } from './types';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';

const providerFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name, expertise, area" />,
    <SelectInput key="status" source="status" label="Status" alwaysOn emptyText="All" choices={[{ id: 'Pending', name: 'Pending' }, { id: 'Verified', name: 'Verified' }]} />,
    <NullableBooleanInput key="available" source="available" label="Available" nullLabel="All" trueLabel="Available" falseLabel="Not available" />,
];

const ProviderRows = bodyWithRowTestId('provider-row');
const Col = DataTable.Col<Provider>;

/** Service providers sign up on the storefront (/become-service-provider). */
const AllProviders = () => (
    <List
        title="Service Providers"
        filters={providerFilters}
        actions={
            <TopToolbar>
                <CsvExportButton />
                <PrintButton />
            </TopToolbar>
        }
        sort={{ field: 'registeredAt', order: 'DESC' }}
        perPage={25}
        // Kept when empty: its toolbar (Export, Print) stays; the table says so.
        empty={false}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <DataTable empty={<EmptyList title="No service providers yet" text="Providers who sign up on the storefront's Become a Service Provider page appear here." />} rowClick="show" bulkActionButtons={false} body={ProviderRows} data-testid="providers-table" sx={{ '& .column-name, & .column-registeredAt, & .column-available': { whiteSpace: 'nowrap' } }}>
            <Col source="name" label="Name" />
            <Col source="expertise" label="Expertise" />
            <Col source="serviceArea" label="Service Area" disableSort />
            <Col source="status" label="Status" render={r => <ProviderStatusChip status={r.status} />} />
            <Col source="available" label="Available" render={r => <AvailabilityChip available={r.available} />} />
            <Col source="registeredAt" label="Registered" render={r => formatDate(r.registeredAt)} />
            <Col label="Actions" align="right" disableSort>
                <ShowButton label="View" />
            </Col>
        </DataTable>
    </List>
);

/** Providers never see the list of others: they land on their own profile. */
export const ProviderList = () => (
    <OwnRecordOnly>
        <AllProviders />
    </OwnRecordOnly>
);

export default ProviderList;

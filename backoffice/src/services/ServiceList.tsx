import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, SearchInput, SelectInput, ShowButton, TopToolbar } from 'react-admin';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatCount, formatRupees } from '../money';
import { OwnAwaitingVerification } from '../providers/AwaitingVerification';
import { ServiceApprovalButtons } from './ServiceApproval';
import { ServiceStatusChips } from './ServiceStatusChips';
import { APPROVAL_CHOICES, SERVICE_CATEGORY_CHOICES, serviceCategoryName, STATUS_CHOICES, type Service } from './types';
import { EmptyList } from '../common/EmptyList';

const serviceFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search services" />,
    <SelectInput key="category" source="category" label="Category" choices={SERVICE_CATEGORY_CHOICES} alwaysOn emptyText="All categories" />,
    <SelectInput key="approval" source="approval" label="Approval" choices={APPROVAL_CHOICES} emptyText="Any" />,
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="Any" />,
];

const ServiceListActions = () => (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
        <CreateButton label="Add Service" data-testid="add-service" />
        <CsvExportButton />
        <PrintButton />
    </TopToolbar>
);

const ServiceRows = bodyWithRowTestId('service-row');
const Col = DataTable.Col<Service>;

const Rating = ({ service }: { service: Service }) =>
    service.rating === null ? (
        <Typography variant="body2" color="text.secondary">
            No reviews
        </Typography>
    ) : (
        <span>
            ★ {service.rating.toFixed(1)} <Typography component="span" variant="caption" color="text.secondary">({formatCount(service.reviewCount)})</Typography>
        </span>
    );

/**
 * Spec 2.9 Services table (Name, Category, Provider, Price, Duration, Rating, Status; Add Service,
 * Export, Print) for admins; a provider's own services offered (spec 2.8 Profile, + Add Service).
 */
export const ServiceList = () => {
    const isAdmin = useIsAdmin();
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            title={isAdmin ? 'Services' : 'My services'}
            filters={serviceFilters}
            actions={<ServiceListActions />}
            sort={{ field: 'offeredAt', order: 'DESC' }}
            perPage={25}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            {/* A provider awaiting verification: none of these is on the storefront yet, whatever its status. */}
            {!isAdmin && <OwnAwaitingVerification />}
            <DataTable empty={<EmptyList title="No services yet" text={isAdmin ? 'Services providers offer, and services added here, appear here.' : 'Services you offer appear here. Customers can book each one once an admin approves it.'} />} rowClick="show" bulkActionButtons={false} body={ServiceRows} data-testid="services-table" size={narrow ? 'small' : 'medium'}>
                <Col source="name" label="Name" />
                {!narrow && <Col source="category" label="Category" render={r => serviceCategoryName(r.category)} />}
                {isAdmin && !narrow && <Col source="providerId" label="Provider" disableSort render={r => r.providerName || '—'} />}
                <Col source="price" label="Price" align="right" render={r => formatRupees(r.price)} />
                {!narrow && <Col source="duration" label="Duration" />}
                {!narrow && <Col source="rating" label="Rating" disableSort render={r => <Rating service={r} />} />}
                <Col source="status" label="Status" render={r => <ServiceStatusChips service={r} />} />
                {!narrow && (
                    <Col label="Actions" align="right" disableSort>
                        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                            <ServiceApprovalButtons />
                            <EditButton />
                            <ShowButton label="View" />
                        </Stack>
                    </Col>
                )}
            </DataTable>
        </List>
    );
};

export default ServiceList;

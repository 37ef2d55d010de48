import { bookingPlace } from '@bazaar/common';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, ShowButton, TopToolbar } from 'react-admin';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatDate, TIME_ZONE_LABEL } from '../dates';
import { getSession } from '../session';
import { SERVICE_CATEGORY_CHOICES } from '../services/types';
import { BookingStatusChip } from './BookingStatusChip';
import { ProviderBookings } from './ProviderBookings';
import { BOOKING_STATUS_CHOICES, type Booking } from './types';
import { EmptyList } from '../common/EmptyList';

const bookingFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search service" />,
    <SelectInput key="status" source="status" label="Status" choices={BOOKING_STATUS_CHOICES} alwaysOn emptyText="All statuses" />,
    <SelectInput key="category" source="category" label="Category" choices={SERVICE_CATEGORY_CHOICES} emptyText="All categories" />,
];

const Actions = () => (
    <TopToolbar>
        <CsvExportButton />
        <PrintButton />
    </TopToolbar>
);

const BookingRows = bodyWithRowTestId('booking-row');
const Col = DataTable.Col<Booking>;

/** Spec 2.9 Bookings table: Service, Customer, Date & Time, Location, Status, Contact; Export and Print. */
const AllBookings = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List empty={false} title="Service Bookings" filters={bookingFilters} actions={<Actions />} sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} sx={{ '& .RaList-content': { overflowX: 'auto' } }}>
            <DataTable empty={<EmptyList title="No bookings yet" text="Service bookings customers make appear here." />} rowClick="show" bulkActionButtons={false} body={BookingRows} data-testid="bookings-table" size={narrow ? 'small' : 'medium'}>
                <Col source="service" label="Service" />
                <Col source="customerId" label="Customer" disableSort render={r => r.customerName} />
                <Col source="startsAt" label={`Date & Time (${TIME_ZONE_LABEL})`} render={r => `${formatDate(r.date)}, ${r.time}`} />
                {!narrow && <Col source="location" label="Location" disableSort render={r => bookingPlace(r)} />}
                <Col source="status" label="Status" render={r => <BookingStatusChip status={r.status} />} />
                {!narrow && <Col source="customerEmail" label="Contact" disableSort render={r => [r.customerEmail, r.customerPhone].filter(Boolean).join(' · ')} />}
                {!narrow && (
                    <Col label="Actions" align="right" disableSort>
                        <ShowButton label="View" />
                    </Col>
                )}
            </DataTable>
        </List>
    );
};

/** Admins: every booking in a table; a provider: their bookings dashboard (spec 2.8). */
export const BookingList = () => (getSession()?.user.role === 'provider' ? <ProviderBookings /> : <AllBookings />);

export default BookingList;

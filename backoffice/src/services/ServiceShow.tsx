import { Alert, Box, Stack } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, FunctionField, Labeled, ListButton, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { ChipList, LongText } from '../common/OwnProfile';
import { formatDateTime } from '../dates';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { formatCount, formatRupees } from '../money';
import { ServiceApprovalButtons } from './ServiceApproval';
import { ServiceStatusChips } from './ServiceStatusChips';
import { serviceCategoryName, workingHoursText, type Service } from './types';
import { RecordName } from '../common/RecordName';

const Title = () => {
    const record = useRecordContext<Service>();
    return <>{record ? `Service: ${record.name}` : 'Service'}</>;
};

const Actions = () => {
    const record = useRecordContext<Service>();
    return (
        <TopToolbar>
            <ServiceApprovalButtons />
            <ListButton label="All services" />
            <EditButton />
            {record && record.approval !== 'withdrawn' && (
                <DeleteWithConfirmButton
                    mutationMode="pessimistic"
                    confirmTitle={`Delete ${record.name}?`}
                    confirmContent="It is taken off the storefront and can no longer be booked. Its bookings and History stay."
                />
            )}
        </TopToolbar>
    );
};

const Details = (_: { label?: false }) => {
    const record = useRecordContext<Service>();
    if (!record) return null;
    return (
        <Stack spacing={1.5}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <RecordName testId="service-name">
                    {record.name}
                </RecordName>
                <ServiceStatusChips service={record} />
            </Stack>
            {record.approval === 'pending' && <Alert severity="info">This service goes live on the storefront once an admin approves it.</Alert>}
            {record.approval === 'rejected' && <Alert severity="warning">Rejected{record.rejectionReason ? `: ${record.rejectionReason}` : ''}</Alert>}
            <FieldRow label={false}>
                <Labeled label="Category">
                    <FunctionField<Service> render={r => serviceCategoryName(r.category)} />
                </Labeled>
                <Labeled label="Provider">
                    <TextField source="providerName" />
                </Labeled>
                <Labeled label="Price">
                    <FunctionField<Service> render={r => formatRupees(r.price)} />
                </Labeled>
                <Labeled label="Duration">
                    <TextField source="duration" />
                </Labeled>
                <Labeled label="Rating">
                    <FunctionField<Service> render={r => (r.rating === null ? 'No reviews yet' : `★ ${r.rating.toFixed(1)} (${formatCount(r.reviewCount)})`)} />
                </Labeled>
            </FieldRow>
            <Labeled label="Working hours">
                <FunctionField<Service> render={r => workingHoursText(r.workingHours)} />
            </Labeled>
            <Labeled label="Cities served">
                <FunctionField<Service> render={r => <ChipList items={r.cities} testId="service-cities" />} />
            </Labeled>
            {record.image && (
                <Labeled label="Picture">
                    <FunctionField<Service> render={r => <Box component="img" src={r.image!.medium} alt={r.name} sx={{ width: 240, maxWidth: '100%', borderRadius: 1, bgcolor: 'grey.100' }} data-testid="service-image" />} />
                </Labeled>
            )}
            <Labeled label="Description">
                <FunctionField<Service> render={r => <LongText value={r.description} />} />
            </Labeled>
            <FieldRow label={false}>
                <Labeled label="Offered">
                    <FunctionField<Service> render={r => formatDateTime(r.offeredAt)} />
                </Labeled>
                <Labeled label="Last change">
                    <FunctionField<Service> render={r => formatDateTime(r.updatedAt)} />
                </Labeled>
            </FieldRow>
        </Stack>
    );
};

/** One service: its details and its History (who offered, changed, approved it, and when). */
export const ServiceShow = () => (
    <Show title={<Title />} actions={<Actions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <Details label={false} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord render={r => <HistoryTab resource="services" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord render={r => <AsOfTab resource="services" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export default ServiceShow;

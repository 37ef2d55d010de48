import { Box, Chip, Stack, Typography } from '@mui/material';
import { EditButton, FunctionField, Labeled, ListButton, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { OwnRecordOnly, useIsAdmin } from '../common/OwnRecordOnly';
import { formatDate, formatDateTime } from '../dates';
import { HistoryTab } from '../history/HistoryTab';
import { AvailabilityChip } from './AvailabilityChip';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import type { Provider } from './types';

const ProviderShowTitle = () => {
    const record = useRecordContext<Provider>();
    const isAdmin = useIsAdmin();
    if (!isAdmin) return <>My profile</>;
    return <>{record ? `Service provider: ${record.name}` : 'Service provider'}</>;
};

const ProviderShowActions = () => {
    const isAdmin = useIsAdmin();
    return (
        <TopToolbar>
            {isAdmin && <ListButton label="All providers" />}
            <EditButton label={isAdmin ? 'Edit' : 'Edit profile'} />
        </TopToolbar>
    );
};

const text = (value: string | null | undefined) => (value && value.trim() ? value : '—');

const Header = (_: { label?: false }) => {
    const record = useRecordContext<Provider>();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" data-testid="provider-name">
                {record.name}
            </Typography>
            <AvailabilityChip />
        </Stack>
    );
};

const Details = (_: { label?: false }) => {
    const isAdmin = useIsAdmin();
    return (
        <Stack spacing={1.5}>
            <Header label={false} />
            {!isAdmin && (
                <Labeled label="Availability">
                    <AvailabilitySwitch label={false} />
                </Labeled>
            )}
            <FieldRow label={false}>
                <Labeled label="Email">
                    <TextField source="email" />
                </Labeled>
                <Labeled label="Phone">
                    <FunctionField<Provider> render={r => text(r.phone)} />
                </Labeled>
            </FieldRow>
            <FieldRow label={false}>
                <Labeled label="Expertise">
                    <FunctionField<Provider> render={r => text(r.expertise)} />
                </Labeled>
                <Labeled label="Service area">
                    <FunctionField<Provider> render={r => text(r.serviceArea)} />
                </Labeled>
            </FieldRow>
            <Labeled label="Services offered">
                <FunctionField<Provider>
                    render={r =>
                        r.servicesOffered?.length ? (
                            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }} data-testid="services-offered">
                                {r.servicesOffered.map((s, i) => (
                                    <Chip key={`${s}-${i}`} label={s} size="small" />
                                ))}
                            </Stack>
                        ) : (
                            '—'
                        )
                    }
                />
            </Labeled>
            <Labeled label="About me">
                <FunctionField<Provider> render={r => <Box sx={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{text(r.about)}</Box>} />
            </Labeled>
            <FieldRow label={false}>
                <Labeled label="Registered">
                    <FunctionField<Provider> render={r => formatDate(r.registeredAt)} />
                </Labeled>
                <Labeled label="Last change">
                    <FunctionField<Provider> render={r => formatDateTime(r.updatedAt)} />
                </Labeled>
            </FieldRow>
        </Stack>
    );
};

const ProviderShowView = () => (
    <Show title={<ProviderShowTitle />} actions={<ProviderShowActions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <Details label={false} />
            </TabbedShowLayout.Tab>
            {/* vendors and providers read their own history; admins everyone's */}
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<Provider> render={r => <HistoryTab streamId={`provider-${r.id}`} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export const ProviderShow = () => (
    <OwnRecordOnly resource="providers">
        <ProviderShowView />
    </OwnRecordOnly>
);

export default ProviderShow;

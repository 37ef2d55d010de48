import { Alert, Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, FunctionField, Labeled, ListButton, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { OwnRecordOnly, useIsAdmin } from '../common/OwnRecordOnly';
import { formatDate, formatDateTime } from '../dates';
import { HistoryTab } from '../history/HistoryTab';
import { formatRupees } from '../money';
import { accountTypeName, type Vendor } from './types';
import { VendorDocumentButton } from './VendorDocumentButton';
import { VendorStatusChip } from './VendorStatusChip';
import { VerifyVendorButton } from './VerifyVendorButton';

const VendorShowTitle = () => {
    const record = useRecordContext<Vendor>();
    const isAdmin = useIsAdmin();
    if (!isAdmin) return <>My business profile</>;
    return <>{record ? `Vendor: ${record.name}` : 'Vendor'}</>;
};

const VendorShowActions = () => {
    const isAdmin = useIsAdmin();
    return (
        <TopToolbar>
            {isAdmin && <ListButton label="All vendors" />}
            <EditButton label={isAdmin ? 'Edit' : 'Edit profile'} />
            <VerifyVendorButton variant="contained" />
        </TopToolbar>
    );
};

const Section = ({ title, children }: { title: string; children: ReactNode; label?: false }) => (
    <Box sx={{ width: '100%' }}>
        <Divider sx={{ mb: 1.5 }} />
        <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5, mb: 1 }}>
            {title}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
    </Box>
);

const text = (value: string | null | undefined) => (value && value.trim() ? value : '—');

const Header = (_: { label?: false }) => {
    const record = useRecordContext<Vendor>();
    const isAdmin = useIsAdmin();
    if (!record) return null;
    return (
        <Stack spacing={1.5} sx={{ width: '100%' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" data-testid="vendor-name">
                    {record.name}
                </Typography>
                <VendorStatusChip />
                <Chip label={record.category} size="small" variant="outlined" />
            </Stack>
            {!isAdmin && record.status === 'Pending' && (
                <Alert severity="info" data-testid="vendor-pending-note">
                    Your business is waiting for verification by the marketplace team. You can complete your profile in the meantime.
                </Alert>
            )}
        </Stack>
    );
};

const Details = (_: { label?: false }) => (
    <>
        <Header label={false} />
        <Section title="Business" label={false}>
            <FieldRow label={false}>
                <Labeled label="Account type">
                    <FunctionField<Vendor> render={r => accountTypeName(r.accountType)} />
                </Labeled>
                <Labeled label="Business type">
                    <FunctionField<Vendor> render={r => text(r.businessType)} />
                </Labeled>
                <Labeled label="Category">
                    <TextField source="category" />
                </Labeled>
            </FieldRow>
            <Labeled label="Product categories">
                <FunctionField<Vendor>
                    render={r =>
                        r.productCategories?.length ? (
                            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                                {r.productCategories.map(c => (
                                    <Chip key={c} label={c} size="small" />
                                ))}
                            </Stack>
                        ) : (
                            '—'
                        )
                    }
                />
            </Labeled>
            <Labeled label="Business description">
                <FunctionField<Vendor> render={r => <Box sx={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{text(r.businessDescription)}</Box>} />
            </Labeled>
            <Labeled label="Website">
                <FunctionField<Vendor>
                    render={r =>
                        r.website ? (
                            <Link href={/^https?:\/\//i.test(r.website) ? r.website : `https://${r.website}`} target="_blank" rel="noopener noreferrer">
                                {r.website}
                            </Link>
                        ) : (
                            '—'
                        )
                    }
                />
            </Labeled>
            <Labeled label="Registration document">
                <VendorDocumentButton />
            </Labeled>
        </Section>
        <Section title="Contact" label={false}>
            <FieldRow label={false}>
                <Labeled label="Contact person">
                    <FunctionField<Vendor> render={r => text(r.contactPerson)} />
                </Labeled>
                <Labeled label="Email">
                    <TextField source="email" />
                </Labeled>
                <Labeled label="Phone">
                    <FunctionField<Vendor> render={r => (r.phone ? `${r.phone}${r.phoneVerified ? ' (verified)' : ''}` : '—')} />
                </Labeled>
            </FieldRow>
        </Section>
        <Section title="Address and tax" label={false}>
            <Labeled label="Address">
                <FunctionField<Vendor> render={r => text(r.address)} />
            </Labeled>
            <FieldRow label={false}>
                <Labeled label="City">
                    <FunctionField<Vendor> render={r => text(r.city)} />
                </Labeled>
                <Labeled label="State">
                    <FunctionField<Vendor> render={r => text(r.state)} />
                </Labeled>
                <Labeled label="Zip code">
                    <FunctionField<Vendor> render={r => text(r.zipCode)} />
                </Labeled>
                <Labeled label="Tax ID / registration">
                    <FunctionField<Vendor> render={r => text(r.taxId)} />
                </Labeled>
            </FieldRow>
        </Section>
        <Section title="Activity" label={false}>
            <FieldRow label={false}>
                <Labeled label="Products">
                    <FunctionField<Vendor> render={r => r.products ?? 0} />
                </Labeled>
                <Labeled label="Revenue">
                    <FunctionField<Vendor> render={r => formatRupees(r.revenue)} />
                </Labeled>
                <Labeled label="Registered">
                    <FunctionField<Vendor> render={r => formatDate(r.registeredAt)} />
                </Labeled>
                <Labeled label="Last change">
                    <FunctionField<Vendor> render={r => formatDateTime(r.updatedAt)} />
                </Labeled>
            </FieldRow>
        </Section>
    </>
);

const VendorShowView = () => (
    <Show title={<VendorShowTitle />} actions={<VendorShowActions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <Details label={false} />
            </TabbedShowLayout.Tab>
            {/* vendors and providers read their own history; admins everyone's */}
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<Vendor> render={r => <HistoryTab streamId={`vendor-${r.id}`} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export const VendorShow = () => (
    <OwnRecordOnly resource="vendors">
        <VendorShowView />
    </OwnRecordOnly>
);

export default VendorShow;

import { Alert, Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, Labeled, TextField, useRecordContext } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { ChipList, LongText, orDash, OwnProfileShow } from '../common/OwnProfile';
import { formatDate, formatDateTime } from '../dates';
import { formatRupees } from '../money';
import { PayoutDetailsSection } from '../payments/PayoutDetails';
import { accountTypeName, type Vendor } from './types';
import { VendorDocumentButton } from './VendorDocumentButton';
import { VendorStatusChip } from './VendorStatusChip';
import { VerifyVendorButton } from './VerifyVendorButton';
import { RecordName } from '../common/RecordName';

const Section = ({ title, children }: { title: string; children: ReactNode; label?: false }) => (
    <Box sx={{ width: '100%' }}>
        <Divider sx={{ mb: 1.5 }} />
        <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5, mb: 1 }}>
            {title}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
    </Box>
);

const Header = (_: { label?: false }) => {
    const record = useRecordContext<Vendor>();
    const isAdmin = useIsAdmin();
    if (!record) return null;
    return (
        <Stack spacing={1.5} sx={{ width: '100%' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <RecordName testId="vendor-name">
                    {record.name}
                </RecordName>
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

/** Only the vendor: where their withdrawals are paid, masked (admins see it in full on the Payout details tab and on each payout). */
const OwnPayoutDetails = (_: { label?: false }) =>
    useIsAdmin() ? null : (
        <Section title="Payouts" label={false}>
            <PayoutDetailsSection label={false} />
        </Section>
    );

const Details = (_: { label?: false }) => (
    <>
        <Header label={false} />
        <Section title="Business" label={false}>
            <FieldRow label={false}>
                <Labeled label="Account type">
                    <FunctionField<Vendor> render={r => accountTypeName(r.accountType)} />
                </Labeled>
                <Labeled label="Business type">
                    <FunctionField<Vendor> render={r => orDash(r.businessType)} />
                </Labeled>
                <Labeled label="Category">
                    <TextField source="category" />
                </Labeled>
            </FieldRow>
            <Labeled label="Product categories">
                <FunctionField<Vendor> render={r => <ChipList items={r.productCategories} />} />
            </Labeled>
            <Labeled label="Business description">
                <FunctionField<Vendor> render={r => <LongText value={r.businessDescription} />} />
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
                    <FunctionField<Vendor> render={r => orDash(r.contactPerson)} />
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
                <FunctionField<Vendor> render={r => orDash(r.address)} />
            </Labeled>
            <FieldRow label={false}>
                <Labeled label="City">
                    <FunctionField<Vendor> render={r => orDash(r.city)} />
                </Labeled>
                <Labeled label="State">
                    <FunctionField<Vendor> render={r => orDash(r.state)} />
                </Labeled>
                <Labeled label="Zip code">
                    <FunctionField<Vendor> render={r => orDash(r.zipCode)} />
                </Labeled>
                <Labeled label="GSTIN">
                    <FunctionField<Vendor> render={r => orDash(r.taxId)} />
                </Labeled>
            </FieldRow>
        </Section>
        <OwnPayoutDetails label={false} />
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

export const VendorShow = () => (
    <OwnProfileShow
        resource="vendors"
        title={{ own: 'My business profile', admin: 'Vendor' }}
        listLabel="All vendors"
        actions={<VerifyVendorButton variant="contained" />}
    >
        <Details label={false} />
    </OwnProfileShow>
);

export default VendorShow;

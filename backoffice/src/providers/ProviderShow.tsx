import { Stack } from '@mui/material';
import { FunctionField, Labeled, TextField, useRecordContext } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { ChipList, LongText, orDash, OwnProfileShow } from '../common/OwnProfile';
import { formatDate, formatDateTime } from '../dates';
import { AvailabilityChip } from './AvailabilityChip';
import { AwaitingVerificationAlert } from './AwaitingVerification';
import { PayoutDetailsSection } from '../payments/PayoutDetails';
import { ProviderServices } from '../services/ProviderServices';
import { ProviderDocument, ProviderStatusChip, VerifyProviderButton } from './ProviderVerification';
import type { Provider } from './types';
import { RecordName } from '../common/RecordName';

const Header = (_: { label?: false }) => {
    const record = useRecordContext<Provider>();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <RecordName testId="provider-name">
                {record.name}
            </RecordName>
            <ProviderStatusChip />
            <AvailabilityChip />
            <VerifyProviderButton />
        </Stack>
    );
};

const AwaitingVerificationContext = () => <AwaitingVerificationAlert status={useRecordContext<Provider>()?.status} />;

const Details = (_: { label?: false }) => {
    const isAdmin = useIsAdmin();
    return (
        <Stack spacing={1.5}>
            <Header label={false} />
            {!isAdmin && <AwaitingVerificationContext />}
            <FieldRow label={false}>
                <Labeled label="Email">
                    <TextField source="email" />
                </Labeled>
                <Labeled label="Phone">
                    <FunctionField<Provider> render={r => orDash(r.phone)} />
                </Labeled>
            </FieldRow>
            <FieldRow label={false}>
                <Labeled label="Expertise">
                    <FunctionField<Provider> render={r => orDash(r.expertise)} />
                </Labeled>
                <Labeled label="Service area">
                    <FunctionField<Provider> render={r => orDash(r.serviceArea)} />
                </Labeled>
            </FieldRow>
            <Labeled label="Verification document">
                <ProviderDocument />
            </Labeled>
            <Labeled label="Services offered">
                <FunctionField<Provider> render={r => <ChipList items={r.servicesOffered} testId="services-offered" />} />
            </Labeled>
            <ProviderServices label={false} />
            <Labeled label="About me">
                <FunctionField<Provider> render={r => <LongText value={r.about} />} />
            </Labeled>
            {/* Only the provider: where their withdrawals are paid, masked (admins see it in full on the Payout details tab and on each payout) */}
            {!isAdmin && <PayoutDetailsSection label={false} />}
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

export const ProviderShow = () => (
    <OwnProfileShow resource="providers" title={{ own: 'My profile', admin: 'Service provider' }} listLabel="All providers">
        <Details label={false} />
    </OwnProfileShow>
);

export default ProviderShow;

import { Stack } from '@mui/material';
import { StatusChip, type Tone } from '../common/StatusChip';
import type { Service, ServiceApproval } from './types';

const APPROVAL: Record<ServiceApproval, { label: string; tone: Tone }> = {
    pending: { label: 'Awaiting approval', tone: 'amber' },
    approved: { label: 'Approved', tone: 'green' },
    rejected: { label: 'Rejected', tone: 'red' },
    withdrawn: { label: 'Deleted', tone: 'grey' },
};

/**
 * Status (Available / Unavailable) and, until it is live, where its approval stands; an approved,
 * Available service of a provider awaiting verification is not bookable yet, and says so.
 */
export const ServiceStatusChips = ({ service }: { service: Service }) => (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        {service.approval === 'approved' && service.status === 'Available' && service.providerVerified === false ? (
            <StatusChip label="Awaiting verification" tone="amber" testId="service-status" />
        ) : service.approval === 'approved' ? (
            <StatusChip label={service.status} tone={service.status === 'Available' ? 'green' : 'grey'} testId="service-status" />
        ) : (
            <StatusChip label={APPROVAL[service.approval].label} tone={APPROVAL[service.approval].tone} testId="service-approval" />
        )}
    </Stack>
);

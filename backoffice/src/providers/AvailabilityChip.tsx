import { useRecordContext } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import type { Provider } from './types';

/** Available as the storefront decides it: switched on and verified (a provider awaiting verification is bookable by no one). */
export const AvailabilityChip = ({ available }: { available?: boolean }) => {
    const record = useRecordContext<Provider>();
    const switchedOn = available ?? record?.available;
    const value = switchedOn == null ? null : switchedOn && record?.status !== 'Pending';
    if (value == null) return null;
    return <StatusChip label={value ? 'Available' : 'Not available'} tone={value ? 'green' : 'grey'} testId="provider-available" />;
};

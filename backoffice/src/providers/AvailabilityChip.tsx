import { useRecordContext } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import type { Provider } from './types';

export const AvailabilityChip = ({ available }: { available?: boolean }) => {
    const record = useRecordContext<Provider>();
    const value = available ?? record?.available;
    if (value == null) return null;
    return <StatusChip label={value ? 'Available' : 'Not available'} tone={value ? 'green' : 'grey'} testId="provider-available" />;
};

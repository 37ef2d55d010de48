import { useRecordContext } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import type { Vendor, VendorStatus } from './types';

/** Verified green, Pending amber; `data-testid="vendor-status"` holds the status text. */
export const VendorStatusChip = ({ status }: { status?: VendorStatus }) => {
    const record = useRecordContext<Vendor>();
    const value = status ?? record?.status;
    if (!value) return null;
    return <StatusChip label={value} tone={value === 'Verified' ? 'green' : 'amber'} testId="vendor-status" />;
};

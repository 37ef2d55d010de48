import { StatusChip, type Tone } from '../common/StatusChip';
import type { Product } from './types';

const APPROVAL: Record<Product['approval'], { label: string; tone: Tone }> = {
    pending: { label: 'Pending approval', tone: 'amber' },
    approved: { label: 'Approved', tone: 'green' },
    rejected: { label: 'Rejected', tone: 'red' },
};
const VENDOR_STATUS: Record<Product['vendorStatus'], Tone> = { active: 'green', inactive: 'grey', draft: 'blue' };

export const ApprovalChip = ({ approval }: { approval: Product['approval'] }) => <StatusChip label={APPROVAL[approval]?.label ?? approval} tone={APPROVAL[approval]?.tone ?? 'grey'} testId="product-approval" />;

/** Spec 3/4: In Stock, or Out of Stock at 0. */
export const StockChip = ({ status }: { status: Product['status'] }) => <StatusChip label={status} tone={status === 'In Stock' ? 'green' : 'red'} testId="product-stock-status" />;

/** Spec 2.7: the vendor's own status (active, inactive, draft). */
export const VendorStatusChip = ({ status }: { status: Product['vendorStatus'] }) => (
    <StatusChip label={status.charAt(0).toUpperCase() + status.slice(1)} tone={VENDOR_STATUS[status] ?? 'grey'} testId="product-vendor-status" />
);

import { StatusChip, type Tone } from '../common/StatusChip';
import { ENQUIRY_STATUSES, type EnquiryStatus } from './types';

const TONE: Record<EnquiryStatus, Tone> = { pending: 'amber', answered: 'blue', quoted: 'green', ordered: 'blue', closed: 'grey' };

export const EnquiryStatusChip = ({ status }: { status: EnquiryStatus }) => (
    <StatusChip label={ENQUIRY_STATUSES.find(s => s.id === status)?.name ?? status} tone={TONE[status] ?? 'grey'} testId="enquiry-status" />
);

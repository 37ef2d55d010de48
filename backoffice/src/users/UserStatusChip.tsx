import { useRecordContext } from 'react-admin';
import { StatusChip, type Tone } from '../common/StatusChip';
import type { User, UserStatus } from './types';

const TONE: Record<UserStatus, Tone> = { Active: 'green', Inactive: 'grey', Erased: 'red' };

export const UserStatusChip = ({ status }: { status?: UserStatus }) => {
    const record = useRecordContext<User>();
    const value = status ?? record?.status;
    if (!value) return null;
    return <StatusChip label={value} tone={TONE[value] ?? 'grey'} testId="user-status" />;
};

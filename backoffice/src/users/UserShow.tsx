import { Stack, Typography } from '@mui/material';
import { FieldRow } from '../common/FieldRow';
import { EditButton, FunctionField, Labeled, ListButton, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { formatDate, formatDateTime } from '../dates';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { ERASED, roleName, type User } from './types';
import { EraseUserButton, UserStatusButton } from './UserActions';
import { UserAvatar } from './UserAvatar';
import { UserStatusChip } from './UserStatusChip';
import { RecordName } from '../common/RecordName';

const UserShowTitle = () => {
    const record = useRecordContext<User>();
    return <>{record ? `User: ${record.name}` : 'User'}</>;
};

const UserShowActions = () => {
    const record = useRecordContext<User>();
    return (
        <TopToolbar>
            <ListButton label="All users" />
            {record && record.status !== 'Erased' && <EditButton />}
            <UserStatusButton />
            <EraseUserButton />
        </TopToolbar>
    );
};

const Header = (_: { label?: false }) => {
    const record = useRecordContext<User>();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <UserAvatar id={String(record.id)} name={record.name} size={56} />
            <div>
                <RecordName testId="user-name">
                    {record.name}
                </RecordName>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                        {roleName(record.role)}
                    </Typography>
                    <UserStatusChip />
                </Stack>
            </div>
        </Stack>
    );
};

export const UserShow = () => (
    <Show title={<UserShowTitle />} actions={<UserShowActions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <Header label={false} />
                <TextField source="email" label="Email" />
                <FunctionField<User>
                    label="Phone"
                    render={r => (r.phone ? `${r.phone}${r.phone === ERASED ? '' : r.phoneVerified ? ' (verified)' : ' (not verified)'}` : '—')}
                />
                <FieldRow label={false}>
                    <Labeled label="Role">
                        <FunctionField<User> render={r => roleName(r.role)} />
                    </Labeled>
                    <Labeled label="Status">
                        <UserStatusChip />
                    </Labeled>
                </FieldRow>
                <FieldRow label={false}>
                    <Labeled label="Joined">
                        <FunctionField<User> render={r => formatDate(r.joinedDate)} />
                    </Labeled>
                    <Labeled label="Last change">
                        <FunctionField<User> render={r => formatDateTime(r.updatedAt)} />
                    </Labeled>
                </FieldRow>
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<User> render={r => <HistoryTab resource="users" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord<User> render={r => <AsOfTab resource="users" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export default UserShow;

import { Stack } from '@mui/material';
import { CreateButton, DataTable, EditButton, ExportButton, List, SearchInput, SelectInput, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatDate } from '../dates';
import { ROLE_CHOICES, roleName, STATUS_CHOICES, type User } from './types';
import { NameWithAvatar } from './UserAvatar';
import { UserStatusChip } from './UserStatusChip';
import { PrintButton } from '../common/PrintButton';

const userFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name or e-mail" />,
    <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn emptyText="All roles" />,
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn emptyText="All statuses" />,
];

const UserListActions = () => (
    <TopToolbar>
        <CreateButton label="Add User" data-testid="add-user" />
        <ExportButton />
        <PrintButton />
    </TopToolbar>
);

const RowActions = () => {
    const record = useRecordContext<User>();
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <ShowButton label="View" />
            {record?.status !== 'Erased' && <EditButton />}
        </Stack>
    );
};

const UserRows = bodyWithRowTestId('user-row');
const Col = DataTable.Col<User>;

/** Spec 2.9 Users table: Name, Email, Role, Joined, Status, Actions; search box; Add User. */
export const UserList = () => (
    <List
        title="Users"
        filters={userFilters}
        actions={<UserListActions />}
        sort={{ field: 'joinedDate', order: 'DESC' }}
        perPage={25}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <DataTable rowClick="show" bulkActionButtons={false} body={UserRows} data-testid="users-table" sx={{ '& .MuiTableCell-body': { whiteSpace: 'nowrap' } }}>
            <Col source="name" label="Name" render={r => <NameWithAvatar id={String(r.id)} name={r.name} />} />
            <Col source="email" label="Email" />
            <Col source="role" label="Role" render={r => roleName(r.role)} />
            <Col source="joinedDate" label="Joined" render={r => formatDate(r.joinedDate)} />
            <Col source="status" label="Status" render={r => <UserStatusChip status={r.status} />} />
            <Col label="Actions" align="right" disableSort>
                <RowActions />
            </Col>
        </DataTable>
    </List>
);

export default UserList;

import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, SearchInput, SelectInput, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { iconButtonsSx } from '../common/listLayout';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatDate } from '../dates';
import { ROLE_CHOICES, roleName, STATUS_CHOICES, type User } from './types';
import { NameWithAvatar } from './UserAvatar';
import { UserStatusChip } from './UserStatusChip';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { EmptyList } from '../common/EmptyList';

/** What the table says when nothing is listed. */
const emptyList = <EmptyList title="No users yet" text="Accounts appear here as people sign up, and users added here." />;

const userFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name or e-mail" />,
    <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn emptyText="All roles" />,
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn emptyText="All statuses" />,
];

const UserListActions = () => (
    <TopToolbar>
        <CreateButton label="Add User" data-testid="add-user" />
        <CsvExportButton />
        <PrintButton />
    </TopToolbar>
);

const RowActions = () => {
    const record = useRecordContext<User>();
    return (
        <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end', ...iconButtonsSx }}>
            <ShowButton label="View" title="View" />
            {record?.status !== 'Erased' && <EditButton title="Edit" />}
        </Stack>
    );
};

const UserRows = bodyWithRowTestId('user-row');
const Col = DataTable.Col<User>;

/**
 * Spec 2.9 Users table: Name, Email, Role, Joined, Status, Actions; search box; Add User. It
 * fits 1366 px (long e-mails wrap, the buttons are icons); on a phone the e-mail, role and
 * date go under the name (the Wholesale Rates approach) and the row opens the user.
 */
export const UserList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
    <List
        // Kept when empty: its toolbar (Export, Print) stays; the table says so.
        empty={false}
        title="Users"
        filters={userFilters}
        actions={<UserListActions />}
        sort={{ field: 'joinedDate', order: 'DESC' }}
        perPage={25}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        {narrow ? (
            <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={UserRows} data-testid="users-table" size="small">
                <Col source="name" label="User" render={r => (
                    <>
                        <NameWithAvatar id={String(r.id)} name={r.name} />
                        <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all', mt: 0.5 }}>
                            {r.email}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="div">
                            {roleName(r.role)} · joined {formatDate(r.joinedDate)}
                        </Typography>
                    </>
                )} />
                <Col source="status" label="Status" align="right" render={r => <UserStatusChip status={r.status} />} />
            </DataTable>
        ) : (
            <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} body={UserRows} data-testid="users-table" sx={{ '& .MuiTableCell-body': { whiteSpace: 'nowrap' }, '& .MuiTableCell-body.column-email': { whiteSpace: 'normal', wordBreak: 'break-word', minWidth: 180 } }}>
                <Col source="name" label="Name" render={r => <NameWithAvatar id={String(r.id)} name={r.name} />} />
                <Col source="email" label="Email" />
                <Col source="role" label="Role" render={r => roleName(r.role)} />
                <Col source="joinedDate" label="Joined" render={r => formatDate(r.joinedDate)} />
                <Col source="status" label="Status" render={r => <UserStatusChip status={r.status} />} />
                <Col label="Actions" align="right" disableSort>
                    <RowActions />
                </Col>
            </DataTable>
        )}
    </List>
    );
};

export default UserList;

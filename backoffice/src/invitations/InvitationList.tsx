import { Box } from '@mui/material';
import { CreateButton, DataTable, List, ReferenceField, SelectInput, TextField, TopToolbar } from 'react-admin';
import { StatusChip, type Tone } from '../common/StatusChip';
import { formatDateTime } from '../dates';
import { EmptyState } from '../engagement/EmptyState';
import { HistoryDialogButton } from '../history/HistoryDialogButton';
import { RevokeInvitationButton } from './RevokeInvitationButton';
import { displayStatus, type Invitation, STATUS_FILTER } from './types';

const TONE: Record<ReturnType<typeof displayStatus>, Tone> = { Open: 'blue', Accepted: 'green', Revoked: 'grey', Expired: 'amber' };

const InvitationActions = () => (
    <TopToolbar>
        <CreateButton label="Invite Admin" data-testid="invite-admin" />
    </TopToolbar>
);

const NoInvitations = () => (
    <Box sx={{ textAlign: 'center', width: '100%' }}>
        <EmptyState title="No invitations yet" text="Invite an admin: they sign up on /admin/auth with the code you hand them." />
        <CreateButton label="Invite Admin" variant="contained" data-testid="invite-admin" />
    </Box>
);

const Col = DataTable.Col<Invitation>;

/** Admin invitations: who was invited, by whom, and what became of it. */
export const InvitationList = () => (
    <List
        title="Admin invitations"
        actions={<InvitationActions />}
        filters={[<SelectInput key="status" source="status" label="Status" choices={STATUS_FILTER} alwaysOn emptyText="All statuses" />]}
        sort={{ field: 'invitedAt', order: 'DESC' }}
        perPage={25}
        empty={<NoInvitations />}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <DataTable rowClick={false} bulkActionButtons={false} data-testid="invitations-table" sx={{ '& .MuiTableCell-body': { whiteSpace: 'nowrap' } }}>
            <Col source="email" label="Email" />
            <Col
                source="status"
                label="Status"
                render={r => {
                    const status = displayStatus(r);
                    return <StatusChip label={status} tone={TONE[status]} testId="invitation-status" />;
                }}
            />
            <Col source="invitedAt" label="Invited at" render={r => formatDateTime(r.invitedAt)} />
            <Col source="expiresAt" label="Expires at" render={r => formatDateTime(r.expiresAt)} />
            <Col source="invitedBy" label="Invited by" disableSort>
                <ReferenceField source="invitedBy" reference="users" link="show" emptyText="—">
                    <TextField source="name" />
                </ReferenceField>
            </Col>
            <Col source="acceptedBy" label="Account" disableSort>
                <ReferenceField source="acceptedBy" reference="users" link="show" emptyText="—">
                    <TextField source="name" />
                </ReferenceField>
            </Col>
            <Col label="Actions" align="right" disableSort>
                <HistoryDialogButton resource="invitations" title="Invitation history" />
                <RevokeInvitationButton />
            </Col>
        </DataTable>
    </List>
);

export default InvitationList;

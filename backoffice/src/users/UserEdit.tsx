import { Alert } from '@mui/material';
import { Labeled, RadioButtonGroupInput, required, SelectInput, SimpleForm, TextField, TextInput, useRecordContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { CancelSaveToolbar, ChangedFieldsEdit } from '../common/forms';
import { useSessionUser } from '../common/OwnRecordOnly';
import { EDITABLE_STATUS_CHOICES, ROLE_CHOICES, type User } from './types';

const FIELDS = ['name', 'role', 'status'] as const;
const validateName = [required('Name is required')];

const UserEditTitle = () => {
    const record = useRecordContext<User>();
    return <>{record ? `Edit user: ${record.name}` : 'Edit user'}</>;
};

const UserEditForm = () => {
    const record = useRecordContext<User>();
    const me = useSessionUser();
    if (!record) return null;
    // An erased user accepts no further command: there is nothing to edit.
    if (record.status === 'Erased') return <Navigate to={`/users/${encodeURIComponent(record.id)}/show`} replace />;
    const self = record.id === me?.id;
    return (
        <SimpleForm sx={{ maxWidth: 560 }} toolbar={<CancelSaveToolbar />}>
            {self && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    This is your own account: you cannot remove your admin role or deactivate yourself.
                </Alert>
            )}
            <TextInput source="name" label="Name" validate={validateName} />
            <Labeled label="Email">
                <TextField source="email" />
            </Labeled>
            <SelectInput source="role" label="Role" choices={ROLE_CHOICES} disabled={self} helperText="Takes effect on the user's next request" />
            <RadioButtonGroupInput
                source="status"
                label="Status"
                choices={EDITABLE_STATUS_CHOICES}
                disabled={self}
                helperText="An inactive user cannot sign in; deactivating ends their sessions at once"
            />
        </SimpleForm>
    );
};

/** PUT /api/admin/users/:id with only what changed: name, role, status (Active/Inactive). */
export const UserEdit = () => (
    <ChangedFieldsEdit title={<UserEditTitle />} fields={FIELDS}>
        <UserEditForm />
    </ChangedFieldsEdit>
);

export default UserEdit;

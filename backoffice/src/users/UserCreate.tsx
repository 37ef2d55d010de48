import { Typography } from '@mui/material';
import { Create, email, minLength, PasswordInput, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { PHONE_SHAPE } from '../common/validation';
import { useServerErrorNotifier } from '../errors';
import { ROLE_CHOICES } from './types';

// Spec 5 (Admin add user): name, email and role required; the server's messages, inline.
const validateName = [required('Name is required')];
const validateEmail = [required('Email is required'), email('Please enter a valid email address')];
const validateRole = [required('Role is required')];
const validatePhone = [regex(PHONE_SHAPE, 'Please enter a valid phone number')];
const validatePassword = [required('Password is required'), minLength(8, 'Password must be at least 8 characters')];

const FIELDS = ['name', 'email', 'role', 'phone', 'password'] as const;

/** Only what POST /api/admin/users accepts; no phone rather than an empty one. */
const toCommand = (data: Record<string, unknown>) => {
    const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
    const phone = trim(data.phone);
    return { name: trim(data.name), email: trim(data.email), role: data.role, password: data.password, ...(phone ? { phone } : {}) };
};

const CreateToolbar = () => (
    <Toolbar>
        <SaveButton label="Add User" alwaysEnable data-testid="save-user" />
    </Toolbar>
);

export const UserCreate = () => {
    const onError = useServerErrorNotifier(FIELDS);
    return (
        <Create title="Add User" redirect="show" transform={toCommand} mutationOptions={{ onError }}>
            <SimpleForm sx={{ maxWidth: 520 }} defaultValues={{ role: 'customer' }} toolbar={<CreateToolbar />}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Hand the initial password to the user; they sign in with this e-mail address.
                </Typography>
                <TextInput source="name" label="Name" validate={validateName} autoFocus />
                <TextInput source="email" label="Email" type="email" validate={validateEmail} />
                <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={validateRole} />
                <TextInput source="phone" label="Phone" validate={validatePhone} helperText="Optional, e.g. +91 98765 43210" />
                <PasswordInput source="password" label="Initial password" validate={validatePassword} helperText="At least 8 characters" autoComplete="new-password" />
            </SimpleForm>
        </Create>
    );
};

export default UserCreate;

import { Typography } from '@mui/material';
import { Create, email, minLength, PasswordInput, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { useServerErrorNotifier } from '../errors';
import { PHONE_SHAPE } from '../common/validation';
import { CATEGORY_CHOICES } from './types';

// Spec 5 (Add vendor): name and category required; plus the account's e-mail and password.
const validateName = [required('Name is required')];
const validateCategory = [required('Category is required')];
const validateEmail = [required('Contact email is required'), email('Please enter a valid email address')];
const validatePhone = [regex(PHONE_SHAPE, 'Please enter a valid phone number')];
const validatePassword = [required('Password is required'), minLength(8, 'Password must be at least 8 characters')];

const FIELDS = ['name', 'category', 'email', 'contactPerson', 'phone', 'password'] as const;

/** Only what POST /api/admin/vendors accepts; empty optional fields left out. */
const toCommand = (data: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const field of FIELDS) {
        const value = typeof data[field] === 'string' && field !== 'password' ? (data[field] as string).trim() : data[field];
        if (value != null && value !== '') out[field] = value;
    }
    return out;
};

const CreateToolbar = () => (
    <Toolbar>
        <SaveButton label="Add Vendor" alwaysEnable data-testid="save-vendor" />
    </Toolbar>
);

export const VendorCreate = () => {
    const onError = useServerErrorNotifier(FIELDS);
    return (
        <Create title="Add Vendor" redirect="show" transform={toCommand} mutationOptions={{ onError }}>
            <SimpleForm sx={{ maxWidth: 520 }} defaultValues={{ category: 'Wholesale' }} toolbar={<CreateToolbar />}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Creates the vendor's business and their sign-in account (role Vendor). The vendor starts as Pending and completes the rest of
                    their profile themselves.
                </Typography>
                <TextInput source="name" label="Business Name" validate={validateName} autoFocus />
                <SelectInput source="category" label="Category" choices={CATEGORY_CHOICES} validate={validateCategory} />
                <TextInput source="email" label="Email" type="email" validate={validateEmail} helperText="The vendor signs in with this address" />
                <TextInput source="contactPerson" label="Contact Person" helperText="Optional; the business name when empty" />
                <TextInput source="phone" label="Phone" validate={validatePhone} helperText="Optional, e.g. +91 98765 43210" />
                <PasswordInput source="password" label="Initial password" validate={validatePassword} helperText="At least 8 characters" autoComplete="new-password" />
            </SimpleForm>
        </Create>
    );
};

export default VendorCreate;

import { Box, Stack, Typography } from '@mui/material';
import { Edit, regex, required, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { CancelSaveToolbar, changedFields } from '../common/forms';
import { OwnRecordOnly, useIsAdmin } from '../common/OwnRecordOnly';
import { PHONE_SHAPE, PINCODE_SHAPE } from '../common/validation';
import { useServerErrorNotifier } from '../errors';
import { ACCOUNT_TYPE_CHOICES, type Vendor } from './types';

/** What PUT /api/admin/vendors/:id takes from the profile tab (status is the Verify button's). */
const FIELDS = ['name', 'phone', 'taxId', 'address', 'city', 'state', 'zipCode', 'accountType'] as const;

// The server's messages (spec 5 supplier registration), said before sending.
const validateName = [required('Business name is required')];
const validatePhone = [required('Phone number is required'), regex(PHONE_SHAPE, 'Please enter a valid phone number')];
const validateZip = [regex(PINCODE_SHAPE, 'Please enter a valid 6-digit pincode')];

const VendorEditTitle = () => {
    const record = useRecordContext<Vendor>();
    const isAdmin = useIsAdmin();
    if (!isAdmin) return <>Edit my business profile</>;
    return <>{record ? `Edit vendor: ${record.name}` : 'Edit vendor'}</>;
};

const half = { flex: '1 1 180px', minWidth: 0 } as const;

/** Spec 2.7 Profile tab: business name, email (read-only), phone, tax id, address, city, state, zip code, account type. */
const VendorProfileForm = () => (
    <SimpleForm toolbar={<CancelSaveToolbar />} sx={{ maxWidth: 720 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Profile
        </Typography>
        <TextInput source="name" label="Business Name" validate={validateName} />
        <Stack direction="row" sx={{ width: '100%', flexWrap: 'wrap', columnGap: 2 }}>
            <Box sx={half}>
                <TextInput source="email" label="Email" readOnly helperText="Your sign-in address; it cannot be changed here" />
            </Box>
            <Box sx={half}>
                <TextInput source="phone" label="Phone" validate={validatePhone} />
            </Box>
        </Stack>
        <TextInput source="taxId" label="Tax ID / Registration" helperText="GSTIN or company registration number" />
        <TextInput source="address" label="Address" multiline minRows={2} />
        <Stack direction="row" sx={{ width: '100%', flexWrap: 'wrap', columnGap: 2 }}>
            <Box sx={half}>
                <TextInput source="city" label="City" />
            </Box>
            <Box sx={half}>
                <TextInput source="state" label="State" />
            </Box>
            <Box sx={half}>
                <TextInput source="zipCode" label="Zip Code" validate={validateZip} />
            </Box>
        </Stack>
        <SelectInput source="accountType" label="Account Type" choices={ACCOUNT_TYPE_CHOICES} helperText="Suppliers sell wholesale, vendors retail" />
    </SimpleForm>
);

const VendorEditView = () => {
    const onError = useServerErrorNotifier(FIELDS);
    return (
        <Edit
            title={<VendorEditTitle />}
            mutationMode="pessimistic"
            redirect="show"
            transform={(data, options) => changedFields(data, options?.previousData, FIELDS)}
            mutationOptions={{ onError }}
        >
            <VendorProfileForm />
        </Edit>
    );
};

export const VendorEdit = () => (
    <OwnRecordOnly resource="vendors">
        <VendorEditView />
    </OwnRecordOnly>
);

export default VendorEdit;

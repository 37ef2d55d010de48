import { Box, Stack, Typography } from '@mui/material';
import {
    ArrayInput,
    BooleanInput,
    Button,
    Edit,
    FormDataConsumer,
    regex,
    required,
    SimpleForm,
    SimpleFormIterator,
    TextInput,
    useRecordContext,
    useSimpleFormIterator,
} from 'react-admin';
import { CancelSaveToolbar, changedFields } from '../common/forms';
import { OwnRecordOnly, useIsAdmin } from '../common/OwnRecordOnly';
import { PHONE_SHAPE } from '../common/validation';
import { useServerErrorNotifier } from '../errors';
import { availabilityText, type Provider } from './types';

/** What PUT /api/admin/providers/:id takes (spec 2.8 Profile plus the Availability switch). */
const FIELDS = ['name', 'phone', 'serviceArea', 'servicesOffered', 'about', 'available'] as const;

const validateName = [required('Name is required')];
const validatePhone = [required('Phone number is required'), regex(PHONE_SHAPE, 'Please enter a valid phone number')];

const ProviderEditTitle = () => {
    const record = useRecordContext<Provider>();
    const isAdmin = useIsAdmin();
    if (!isAdmin) return <>Edit my profile</>;
    return <>{record ? `Edit service provider: ${record.name}` : 'Edit service provider'}</>;
};

/** "+ Add Service" (spec 2.8). */
const AddServiceButton = () => {
    const { add } = useSimpleFormIterator();
    return (
        <Button label="+ Add Service" onClick={() => add('')} variant="outlined" size="small" data-testid="add-service" />
    );
};

/** The switch's text follows the value being edited. */
const AvailabilityInput = () => (
    <FormDataConsumer<Provider>>
        {({ formData }) => (
            <BooleanInput
                source="available"
                label="Availability"
                helperText={<span data-testid="availability-text">{availabilityText(formData.available !== false)}</span>}
            />
        )}
    </FormDataConsumer>
);

const half = { flex: '1 1 180px', minWidth: 0 } as const;

/** Spec 2.8 Profile: name, email (read-only), phone, service area, services offered (+ Add Service), About Me; Availability. */
const ProviderProfileForm = () => (
    <SimpleForm toolbar={<CancelSaveToolbar />} sx={{ maxWidth: 720 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Profile
        </Typography>
        <TextInput source="name" label="Name" validate={validateName} />
        <Stack direction="row" sx={{ width: '100%', flexWrap: 'wrap', columnGap: 2 }}>
            <Box sx={half}>
                <TextInput source="email" label="Email" readOnly helperText="Your sign-in address; it cannot be changed here" />
            </Box>
            <Box sx={half}>
                <TextInput source="phone" label="Phone" validate={validatePhone} />
            </Box>
        </Stack>
        <TextInput source="serviceArea" label="Service Area" helperText="Where you work, e.g. Andheri, Bandra, Powai" />
        <ArrayInput source="servicesOffered" label="Services Offered">
            <SimpleFormIterator disableReordering disableClear addButton={<AddServiceButton />} sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 'none' }, '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}>
                <TextInput source="" label="Service" helperText={false} />
            </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="about" label="About Me" multiline minRows={4} />
        <AvailabilityInput />
    </SimpleForm>
);

const ProviderEditView = () => {
    const onError = useServerErrorNotifier(FIELDS);
    return (
        <Edit
            title={<ProviderEditTitle />}
            mutationMode="pessimistic"
            redirect="show"
            transform={(data, options) => changedFields(data, options?.previousData, FIELDS)}
            mutationOptions={{ onError }}
        >
            <ProviderProfileForm />
        </Edit>
    );
};

export const ProviderEdit = () => (
    <OwnRecordOnly resource="providers">
        <ProviderEditView />
    </OwnRecordOnly>
);

export default ProviderEdit;

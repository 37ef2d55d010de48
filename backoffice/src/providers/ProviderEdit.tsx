import { Button } from '@mui/material';
import { ArrayInput, BooleanInput, FormDataConsumer, maxLength, required, SimpleFormIterator, TextInput, useSimpleFormIterator } from 'react-admin';
import { OwnProfileEdit, OwnProfileForm } from '../common/OwnProfile';
import { availabilityText, type Provider } from './types';

/** What PUT /api/admin/providers/:id takes (spec 2.8 Profile plus the Availability switch). */
const FIELDS = ['name', 'phone', 'expertise', 'serviceArea', 'servicesOffered', 'about', 'available'] as const;

const validateName = [required('Name is required')];
// The sign-up's rules (spec 5) and the server's messages.
const validateExpertise = [required('Expertise / Service Area is required'), maxLength(200, 'Expertise / Service Area must be at most 200 characters')];

/** "+ Add Service" (spec 2.8): MUI's Button, whose text stays on phones (react-admin's would show only an icon). */
const AddServiceButton = () => {
    const { add } = useSimpleFormIterator();
    return (
        <Button onClick={() => add('')} variant="outlined" size="small" data-testid="add-service">
            + Add Service
        </Button>
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

/** Spec 2.8 Profile: name, email (read-only), phone, expertise (as at sign-up), service area, services offered (+ Add Service), About Me; Availability. */
export const ProviderEdit = () => (
    <OwnProfileEdit resource="providers" title={{ own: 'Edit my profile', admin: 'Edit service provider' }} fields={FIELDS}>
        <OwnProfileForm nameLabel="Name" validateName={validateName}>
            <TextInput source="expertise" label="Expertise / Service Area" validate={validateExpertise} helperText="What you do and where, as customers see it, e.g. Electrician, Pune" />
            <TextInput source="serviceArea" label="Service Area" helperText="Where you work, e.g. Andheri, Bandra, Powai" />
            <ArrayInput source="servicesOffered" label="Services Offered">
                <SimpleFormIterator disableReordering disableClear addButton={<AddServiceButton />} sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 'none' }, '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}>
                    <TextInput source="" label="Service" helperText={false} />
                </SimpleFormIterator>
            </ArrayInput>
            <TextInput source="about" label="About Me" multiline minRows={4} />
            <AvailabilityInput />
        </OwnProfileForm>
    </OwnProfileEdit>
);

export default ProviderEdit;

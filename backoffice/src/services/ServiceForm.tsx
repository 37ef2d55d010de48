import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
    AutocompleteInput,
    CheckboxGroupInput,
    maxLength,
    minValue,
    NumberInput,
    ReferenceInput,
    required,
    SelectInput,
    SimpleForm,
    TextInput,
} from 'react-admin';
import { InputRow } from '../common/forms';
import { PictureInput } from '../common/PictureInput';
import { CITY_CHOICES, DURATION_CHOICES, HOUR_CHOICES, SERVICE_CATEGORY_CHOICES, STATUS_CHOICES, WEEKDAY_CHOICES } from './types';

// Spec 5 (Add service): name, category, description and provider required.
const validateName = [required('Name is required'), maxLength(120, 'Name must be at most 120 characters')];
const validateCategory = [required('Category is required')];
const validateDescription = [required('Description is required'), maxLength(2000, 'Description must be at most 2000 characters')];
const validatePrice = [required('Price is required'), minValue(0, 'Price must be 0 or more')];
const validateProvider = [required('Provider is required')];

/** What POST and PUT /api/admin/services take, and a new picture (`imageFile`, sent to POST /:id/image). */
export const SERVICE_FIELDS = ['name', 'category', 'description', 'price', 'duration', 'cities', 'workingHours', 'status', 'imageFile'] as const;

/**
 * The Add Service / edit form: the service's facts, the cities it is offered in and the
 * weekly working hours that make its bookable slots. `withProvider`: an admin picks whose it is.
 */
export const ServiceForm = ({ withProvider = false, toolbar, defaultValues }: { withProvider?: boolean; toolbar?: ReactNode; defaultValues?: Record<string, unknown> }) => (
    <SimpleForm sx={{ maxWidth: 760 }} defaultValues={defaultValues} toolbar={toolbar as never}>
        {withProvider && (
            <ReferenceInput source="providerId" reference="providers" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput label="Provider" optionText="name" validate={validateProvider} filterToQuery={q => ({ q })} data-testid="service-provider-input" />
            </ReferenceInput>
        )}
        <TextInput source="name" label="Name" validate={validateName} />
        <InputRow>
            <SelectInput source="category" label="Category" choices={SERVICE_CATEGORY_CHOICES} validate={validateCategory} />
            <SelectInput source="status" label="Status" choices={STATUS_CHOICES} helperText="Unavailable hides it from customers" />
        </InputRow>
        <TextInput source="description" label="Description" multiline minRows={3} validate={validateDescription} />
        <InputRow>
            <NumberInput source="price" label="Price (₹)" step={0.01} min={0} validate={validatePrice} />
            <SelectInput source="duration" label="Duration" choices={DURATION_CHOICES} helperText="Longer bookings take consecutive hourly slots" />
        </InputRow>
        <CheckboxGroupInput source="cities" label="Cities served" choices={CITY_CHOICES} row sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }} />
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Working hours
        </Typography>
        <CheckboxGroupInput source="workingHours.days" label="Days" choices={WEEKDAY_CHOICES} row />
        <InputRow>
            <SelectInput source="workingHours.from" label="First slot" choices={HOUR_CHOICES} />
            <SelectInput source="workingHours.to" label="Last slot" choices={HOUR_CHOICES} />
        </InputRow>
        <PictureInput source="imageFile" label="Picture (JPEG, PNG or WebP, at most 2 MB; none: the category's picture)" />
    </SimpleForm>
);

import { Typography } from '@mui/material';
import { Create, minValue, NumberInput, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { DEFAULT_RATE_UNIT, RATE_CATEGORIES, RATE_UNITS } from './types';

// Spec §5 (Add rate): product name, category and current rate are required.
// Messages show inline; the server's 400 `errors` land under the same fields.
const validateName = [required('Product name is required')];
const validateCategory = [required('Category is required')];
const validateRate = [required('Current rate is required'), minValue(0.01, 'Rate must be at least ₹0.01')];

/** Only what POST /api/admin/rates accepts. */
const toCommand = (data: Record<string, unknown>) => ({
    productName: typeof data.productName === 'string' ? data.productName.trim() : data.productName,
    category: data.category,
    currentRate: data.currentRate,
    unit: data.unit || DEFAULT_RATE_UNIT,
});

// Save stays enabled on an empty form, so a click shows every required-field message.
const CreateToolbar = () => (
    <Toolbar>
        <SaveButton label="Add Rate" alwaysEnable />
    </Toolbar>
);

export const RateCreate = () => (
    <Create title="Add New Rate" redirect="list" transform={toCommand}>
        <SimpleForm sx={{ maxWidth: 520 }} defaultValues={{ unit: DEFAULT_RATE_UNIT }} toolbar={<CreateToolbar />}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                A new wholesale rate starts with no previous rate and a stable trend.
            </Typography>
            <TextInput source="productName" label="Product Name" validate={validateName} autoFocus />
            <SelectInput source="category" label="Category" choices={RATE_CATEGORIES} validate={validateCategory} />
            <NumberInput
                source="currentRate"
                label="Current Rate (₹)"
                validate={validateRate}
                min={0.01}
                step={0.01}
            />
            <SelectInput source="unit" label="Unit" choices={RATE_UNITS} defaultValue={DEFAULT_RATE_UNIT} />
        </SimpleForm>
    </Create>
);

export default RateCreate;

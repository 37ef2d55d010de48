import { Alert, Box, Stack, Typography } from '@mui/material';
import {
    FormDataConsumer,
    Labeled,
    minValue,
    NumberInput,
    required,
    SelectInput,
    TextInput,
    TopToolbar,
    ShowButton,
    useRecordContext,
    SimpleForm,
} from 'react-admin';
import { CancelSaveToolbar, ChangedFieldsEdit, InputRow } from '../common/forms';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { DelistRateButton } from './DelistRateButton';
import { TrendIndicator } from './Trend';
import { Rate, RATE_CATEGORIES, RATE_UNITS, trendOf } from './types';

const validateName = [required('Product name is required')];
const validateRate = [required('Current rate is required'), minValue(0.01, 'Rate must be at least ₹0.01')];

/** What PUT /api/admin/rates/:id takes; only the ones that changed are sent (each its own event). */
const FIELDS = ['productName', 'category', 'unit', 'currentRate'] as const;

const RateEditTitle = () => {
    const record = useRecordContext<Rate>();
    return <>Update rate{record ? `: ${record.productName}` : ''}</>;
};

const ReadOnly = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <Labeled label={label}>
        <Typography variant="body1">{children}</Typography>
    </Labeled>
);

/** What the new rate would do, as the server will compute it (spec §4); a rate per a new unit is not compared. */
const ChangePreview = ({ record, next, unit }: { record: Rate; next: number | null | undefined; unit: string | undefined }) => {
    if (next == null || Number.isNaN(next) || next < 0.01 || next === record.currentRate || (unit !== undefined && unit !== record.unit)) return null;
    const trend = trendOf(record.currentRate, next);
    return (
        <Alert severity={trend === 'up' ? 'success' : 'error'} icon={false} data-testid="rate-change-preview">
            {formatRupees(record.currentRate)} → {formatRupees(next)} <TrendIndicator trend={trend} previous={record.currentRate} current={next} showDelta />
        </Alert>
    );
};

const RateEditActions = () => (
    <TopToolbar>
        <ShowButton label="Details and History" />
        <DelistRateButton />
    </TopToolbar>
);

const RateEditForm = () => {
    const record = useRecordContext<Rate>();
    if (!record) return null;
    if (record.status === 'delisted')
        return (
            <Alert severity="info" sx={{ m: 2 }} data-testid="rate-delisted">
                {record.productName} is delisted: it is off the public list and can no longer be updated.
            </Alert>
        );
    return (
        <SimpleForm toolbar={<CancelSaveToolbar saveLabel="Save rate" />} sx={{ maxWidth: 640 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 6 }}>
                <ReadOnly label="Current Rate">{formatRupees(record.currentRate)}</ReadOnly>
                <ReadOnly label="Previous Rate">{formatRupees(record.previousRate)}</ReadOnly>
                <ReadOnly label="Updated On">{formatDate(record.date ?? record.updatedAt)}</ReadOnly>
            </Stack>
            <TextInput source="productName" label="Product Name" validate={validateName} helperText="One rate per product name in each category." />
            <InputRow>
                <SelectInput source="category" label="Category" choices={RATE_CATEGORIES} validate={required('Category is required')} />
                <SelectInput source="unit" label="Unit" choices={RATE_UNITS} validate={required('Unit is required')} />
            </InputRow>
            <Box sx={{ width: '100%' }}>
                <FormDataConsumer<Partial<Rate>>>
                    {({ formData }) => (
                        <NumberInput
                            source="currentRate"
                            label={`Current Rate (₹ per ${formData.unit ?? record.unit})`}
                            validate={validateRate}
                            min={0.01}
                            step={0.01}
                            helperText="The previous rate and the trend are set by the server. A new unit is not converted: enter the rate in the new unit (it starts a new trend)."
                        />
                    )}
                </FormDataConsumer>
            </Box>
            <FormDataConsumer<Partial<Rate>>>{({ formData }) => <ChangePreview record={record} next={formData.currentRate} unit={formData.unit} />}</FormDataConsumer>
        </SimpleForm>
    );
};

export const RateEdit = () => (
    <ChangedFieldsEdit title={<RateEditTitle />} fields={FIELDS} actions={<RateEditActions />}>
        <RateEditForm />
    </ChangedFieldsEdit>
);

export default RateEdit;

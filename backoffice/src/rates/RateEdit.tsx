import { Alert, Box, Stack, Typography } from '@mui/material';
import {
    Edit,
    FormDataConsumer,
    Labeled,
    minValue,
    NumberInput,
    required,
    SaveButton,
    SimpleForm,
    Toolbar,
    useRecordContext,
} from 'react-admin';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { TrendIndicator } from './Trend';
import { categoryName, Rate, trendOf } from './types';

const validateRate = [required('Current rate is required'), minValue(0.01, 'Rate must be at least ₹0.01')];

/** PUT /api/admin/rates/:id takes only {currentRate}; the server computes previousRate and trend. */
const toCommand = (data: Partial<Rate>) => ({ currentRate: data.currentRate });

const RateEditTitle = () => {
    const record = useRecordContext<Rate>();
    return <>Update rate{record ? `: ${record.productName}` : ''}</>;
};

const ReadOnly = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <Labeled label={label}>
        <Typography variant="body1">{children}</Typography>
    </Labeled>
);

/** What the new rate would do, as the server will compute it (spec §4). */
const ChangePreview = ({ record, next }: { record: Rate; next: number | null | undefined }) => {
    if (next == null || Number.isNaN(next) || next < 0.01) return null;
    const trend = trendOf(record.currentRate, next);
    return (
        <Alert severity={trend === 'up' ? 'success' : trend === 'down' ? 'error' : 'info'} icon={false} data-testid="rate-change-preview">
            {trend === 'stable' ? (
                <>Same as the current rate: the trend will be stable.</>
            ) : (
                <>
                    {formatRupees(record.currentRate)} → {formatRupees(next)} <TrendIndicator trend={trend} previous={record.currentRate} current={next} showDelta />
                </>
            )}
        </Alert>
    );
};

const EditToolbar = () => (
    <Toolbar>
        <SaveButton label="Save new rate" />
    </Toolbar>
);

const RateEditForm = () => {
    const record = useRecordContext<Rate>();
    if (!record) return null;
    return (
        <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 6 }}>
                <ReadOnly label="Product Name">{record.productName}</ReadOnly>
                <ReadOnly label="Category">{categoryName(record.category)}</ReadOnly>
                <ReadOnly label="Unit">{record.unit}</ReadOnly>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 6 }}>
                <ReadOnly label="Current Rate">{formatRupees(record.currentRate)}</ReadOnly>
                <ReadOnly label="Previous Rate">{formatRupees(record.previousRate)}</ReadOnly>
                <ReadOnly label="Updated On">{formatDate(record.date ?? record.updatedAt)}</ReadOnly>
            </Stack>
            <Box sx={{ mt: 2, width: '100%' }}>
                <NumberInput
                    source="currentRate"
                    label={`New Current Rate (₹ per ${record.unit})`}
                    validate={validateRate}
                    min={0.01}
                    step={0.01}
                    helperText="The previous rate and the trend are set by the server."
                />
            </Box>
            <FormDataConsumer<Partial<Rate>>>
                {({ formData }) => <ChangePreview record={record} next={formData.currentRate} />}
            </FormDataConsumer>
        </SimpleForm>
    );
};

export const RateEdit = () => (
    <Edit title={<RateEditTitle />} mutationMode="pessimistic" transform={toCommand}>
        <RateEditForm />
    </Edit>
);

export default RateEdit;

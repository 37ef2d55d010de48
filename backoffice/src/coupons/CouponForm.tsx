import { COUPON_LIMITS } from '@bazaar/common';
import { Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanInput, maxLength, maxValue, minValue, NumberInput, regex, required, SimpleForm, TextInput } from 'react-admin';
import { InputRow } from '../common/forms';

/** What POST and PUT /api/admin/coupons take besides the code (the code is set once, on create). */
export const COUPON_TERMS = ['percent', 'description', 'validDays', 'firstOrderOnly'] as const;

const { percentMin, percentMax, validDaysMin, validDaysMax, description } = COUPON_LIMITS;
const validateCode = [required('Code is required'), regex(/^[A-Za-z0-9]{3,20}$/, 'Code must be 3 to 20 letters A-Z or digits')];
const validatePercent = [required('Percent is required'), minValue(percentMin, `Percent must be a whole number from ${percentMin} to ${percentMax}`), maxValue(percentMax, `Percent must be a whole number from ${percentMin} to ${percentMax}`)];
const validateDays = [required('Valid days is required'), minValue(validDaysMin, `Valid days must be a whole number from ${validDaysMin} to ${validDaysMax}`), maxValue(validDaysMax, `Valid days must be a whole number from ${validDaysMin} to ${validDaysMax}`)];
const validateDescription = [required('Description is required'), maxLength(description, `Description must be at most ${description} characters`)];

/** Add and edit: on edit the code is shown, read-only (it is the record's id, and the customers' claims are kept under it). */
export const CouponForm = ({ editing = false, toolbar, defaultValues }: { editing?: boolean; toolbar: ReactElement; defaultValues?: Record<string, unknown> }) => (
    <SimpleForm sx={{ maxWidth: 620 }} toolbar={toolbar} defaultValues={defaultValues}>
        <TextInput
            source="code"
            label="Code"
            validate={editing ? undefined : validateCode}
            readOnly={editing}
            helperText={editing ? 'The code cannot be changed' : '3 to 20 letters or digits; kept in capitals'}
            parse={(value: string) => value.toUpperCase()}
            slotProps={{ htmlInput: { 'data-testid': 'coupon-code' } }}
            autoFocus={!editing}
        />
        <TextInput source="description" label="Description (shown to customers)" validate={validateDescription} fullWidth slotProps={{ htmlInput: { dir: 'auto', maxLength: description, 'data-testid': 'coupon-description' } }} />
        <InputRow>
            <NumberInput source="percent" label="Percent off" validate={validatePercent} min={percentMin} max={percentMax} step={1} slotProps={{ htmlInput: { 'data-testid': 'coupon-percent' } }} />
            <NumberInput source="validDays" label="Valid for (days after the claim)" validate={validateDays} min={validDaysMin} max={validDaysMax} step={1} slotProps={{ htmlInput: { 'data-testid': 'coupon-valid-days' } }} />
        </InputRow>
        <BooleanInput source="firstOrderOnly" label="First order only" helperText="Usable only on a customer's first order" />
        {editing && (
            <Typography variant="body2" color="text.secondary">
                A change applies to claims made from now on; customers who already claimed it keep the terms they claimed.
            </Typography>
        )}
    </SimpleForm>
);

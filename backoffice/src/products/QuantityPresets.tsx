import { Chip, Stack, Typography } from '@mui/material';
import { PRODUCT_QUANTITY, QUANTITY_PRESETS, type ProductKind } from '@bazaar/common';
import { useEffect } from 'react';
import { NumberInput, maxValue, minValue, required, useInput } from 'react-admin';

/**
 * Spec 5 quantities: one click on a preset (wholesale 3-30 tonnes, retail 1-10) or a custom
 * number (wholesale 3 to 100, retail 1 to 1000).
 */
export const QuantityPresets = ({ kind }: { kind: ProductKind }) => {
    const { field } = useInput({ source: 'quantity' });
    const range = PRODUCT_QUANTITY[kind];
    const { value, onChange } = field;
    // Switching wholesale/retail: a quantity outside the new range becomes that kind's default.
    useEffect(() => {
        const n = Number(value);
        if (value != null && value !== '' && (n < range.min || n > range.max)) onChange(range.default);
    }, [kind]); // eslint-disable-line react-hooks/exhaustive-deps
    return (
        <>
            <Typography variant="caption" color="text.secondary" component="div">Quantity presets</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1 }} data-testid="quantity-presets">
                {QUANTITY_PRESETS[kind].map(n => (
                    <Chip key={n} label={n} clickable color={Number(field.value) === n ? 'primary' : 'default'} onClick={() => field.onChange(n)} data-testid={`quantity-preset-${n}`} />
                ))}
            </Stack>
            <NumberInput
                source="quantity"
                label={`Quantity (custom, ${range.min} to ${range.max})`}
                min={range.min}
                max={range.max}
                step={1}
                validate={[required('Quantity is required'), minValue(range.min, `Quantity must be at least ${range.min}`), maxValue(range.max, `Quantity must be at most ${range.max}`)]}
            />
        </>
    );
};

import { DEFAULT_RETAIL_UNIT, HSN_CODE_MESSAGE, HSN_CODE_OF_SUBCATEGORY, HSN_CODE_PATTERN, RETAIL_PRICE_MESSAGE, WHOLESALE_UNIT, type ProductKind } from '@bazaar/common';
import { Alert, Typography } from '@mui/material';
import {
    AutocompleteInput,
    CheckboxGroupInput,
    FormDataConsumer,
    NumberInput,
    RadioButtonGroupInput,
    ReferenceInput,
    SelectArrayInput,
    SelectInput,
    SimpleForm,
    TextInput,
    minValue,
    required,
    useRecordContext,
    type SimpleFormProps,
} from 'react-admin';
import { InputRow } from '../common/forms';
import { PictureInput } from '../common/PictureInput';
import { getSession } from '../session';
import { QuantityPresets } from './QuantityPresets';
import { CITY_CHOICES, KIND_CHOICES, PAGE_CHOICES, RETAIL_UNIT_CHOICES, SUBCATEGORY_CHOICES, VENDOR_STATUS_CHOICES, type Product } from './types';

/** The fields a product form sends (PRODUCT.md: the spec's fields camel-cased, plus the image). */
export const PRODUCT_FIELDS = ['name', 'description', 'category', 'subcategory', 'price', 'stock', 'quantity', 'unit', 'cities', 'showOnPages', 'vendorStatus', 'hsnCode', 'image'] as const;

/** Spec 5/9: wholesale is per tonne (price per tonne, 0 = by quote); retail has a price and a unit. */
export const productCommand = (data: Record<string, unknown>) => {
    const wholesale = data.category === 'wholesale';
    return { ...data, unit: wholesale ? WHOLESALE_UNIT : data.unit === WHOLESALE_UNIT ? DEFAULT_RETAIL_UNIT : data.unit };
};

/** Spec 9 admin product defaults: wholesale, quantity 3, active (the server shows it on its own kind's pages unless told). */
export const PRODUCT_DEFAULTS = { category: 'wholesale', quantity: 3, stock: 0, price: 0, vendorStatus: 'active', cities: [] };

/** Wholesale may be 0 (on quote); a retail price must be above 0, as the server says. */
const retailPriceAboveZero = (value: unknown, values: Record<string, unknown>) =>
    values?.category === 'retail' && value !== null && value !== undefined && value !== '' && Number(value) <= 0 ? RETAIL_PRICE_MESSAGE : undefined;
const PRICE_RULES = [required('Price is required'), minValue(0, 'Price must be 0 or more'), retailPriceAboveZero];
/** Blank: the subcategory's heading is printed on the invoice; else 4, 6 or 8 digits, as the server says. */
const validateHsn = (value: unknown) => (typeof value === 'string' && value.trim() && !HSN_CODE_PATTERN.test(value.trim()) ? HSN_CODE_MESSAGE : undefined);

const RejectionNotice = () => {
    const record = useRecordContext<Product>();
    if (!record || record.approval === 'approved') return null;
    return (
        <Alert severity={record.approval === 'rejected' ? 'error' : 'info'} sx={{ mb: 2, width: '100%' }} data-testid="approval-notice">
            {record.approval === 'rejected' ? `Rejected: ${record.rejectionReason ?? ''}` : 'Waiting for approval: the product shows on the storefront once an admin approves it.'}
        </Alert>
    );
};

/** Add New Product and Edit (spec 2.7 / 2.9 / 5): image up to 2 MB (JPEG, PNG or WebP), presets for the quantity. */
export const ProductForm = ({ create = false, ...props }: { create?: boolean } & Omit<SimpleFormProps, 'children'>) => {
    const admin = getSession()?.user.role === 'admin';
    return (
        <SimpleForm sx={{ maxWidth: 760 }} {...props}>
            {!create && <RejectionNotice />}
            {create && admin && (
                <ReferenceInput source="vendorId" reference="vendors" sort={{ field: 'name', order: 'ASC' }}>
                    <AutocompleteInput label="Vendor" optionText="name" validate={required('Vendor is required')} filterToQuery={q => ({ q })} />
                </ReferenceInput>
            )}
            <TextInput source="name" label="Product Name" validate={required('Name is required')} slotProps={{ htmlInput: { maxLength: 120 } }} />
            <RadioButtonGroupInput source="category" label="Category" choices={KIND_CHOICES} validate={required()} />
            <FormDataConsumer<{ category: ProductKind; subcategory?: string }>>
                {({ formData }) => {
                    const kind: ProductKind = formData.category === 'retail' ? 'retail' : 'wholesale';
                    const subcategoryHsn = formData.subcategory ? HSN_CODE_OF_SUBCATEGORY[formData.subcategory] : undefined;
                    return (
                        <>
                            <InputRow>
                                <SelectInput source="subcategory" label="Subcategory" choices={SUBCATEGORY_CHOICES[kind]} validate={required('Subcategory is required')} />
                                <NumberInput
                                    source="price"
                                    label={kind === 'retail' ? 'Price (₹)' : 'Price per tonne (₹)'}
                                    helperText={kind === 'retail' ? undefined : '0 = on quote (shown as Price N/A)'}
                                    min={0}
                                    step={0.01}
                                    validate={PRICE_RULES}
                                />
                            </InputRow>
                            <QuantityPresets kind={kind} />
                            <InputRow>
                                {kind === 'retail' ? <SelectInput source="unit" label="Unit" choices={RETAIL_UNIT_CHOICES} defaultValue={DEFAULT_RETAIL_UNIT} validate={required()} /> : <Typography sx={{ pt: 2 }}>Unit: tonne</Typography>}
                                <NumberInput source="stock" label="Stock" min={0} step={1} validate={minValue(0, 'Stock must be 0 or more')} />
                            </InputRow>
                            <TextInput
                                source="hsnCode"
                                label="HSN code"
                                helperText={subcategoryHsn ? `On the invoice; blank: ${subcategoryHsn}, the subcategory's heading` : 'On the invoice: 4, 6 or 8 digits'}
                                validate={validateHsn}
                                slotProps={{ htmlInput: { maxLength: 8, inputMode: 'numeric' } }}
                            />
                        </>
                    );
                }}
            </FormDataConsumer>
            <SelectInput source="vendorStatus" label="Status" choices={VENDOR_STATUS_CHOICES} validate={required()} />
            <TextInput source="description" label="Description" multiline minRows={3} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <SelectArrayInput source="cities" label="Cities served (none: every city)" choices={CITY_CHOICES} />
            <CheckboxGroupInput source="showOnPages" label="Show on pages" choices={PAGE_CHOICES} />
            <PictureInput source="image" label="Image (JPEG, PNG or WebP, at most 2 MB; none: the subcategory's default picture)" />
        </SimpleForm>
    );
};

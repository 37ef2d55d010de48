import { GSTIN_MESSAGE, isGstin } from '@bazaar/common';
import { regex, required, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { InputRow } from '../common/forms';
import { OwnProfileEdit, OwnProfileForm } from '../common/OwnProfile';
import { PINCODE_SHAPE } from '../common/validation';
import { ACCOUNT_TYPE_CHOICES } from './types';

/** What PUT /api/admin/vendors/:id takes from the profile tab (status is the Verify button's). */
const FIELDS = ['name', 'phone', 'taxId', 'address', 'city', 'state', 'zipCode', 'accountType'] as const;

// The server's messages (spec 5 supplier registration), said before sending.
const validateName = [required('Business name is required')];
const validateZip = [regex(PINCODE_SHAPE, 'Please enter a valid 6-digit pincode')];

/** The vendor's GSTIN; blank: not registered. A tax id saved before GSTINs were checked is kept as it was until changed (only changed fields are sent). */
const GstinInput = () => {
    const saved = useRecordContext<{ taxId?: string | null }>()?.taxId ?? null;
    const validate = (value: unknown) => (typeof value === 'string' && value.trim() && value !== saved && !isGstin(value) ? GSTIN_MESSAGE : undefined);
    return <TextInput source="taxId" label="GSTIN" helperText="15 characters, registered in the state below; blank when not registered" validate={validate} />;
};

/** Spec 2.7 Profile tab: business name, email (read-only), phone, GSTIN, address, city, state, zip code, account type. */
export const VendorEdit = () => (
    <OwnProfileEdit resource="vendors" title={{ own: 'Edit my business profile', admin: 'Edit vendor' }} fields={FIELDS}>
        <OwnProfileForm nameLabel="Business Name" validateName={validateName}>
            <GstinInput />
            <TextInput source="address" label="Address" multiline minRows={2} />
            <InputRow>
                <TextInput source="city" label="City" />
                <TextInput source="state" label="State" />
                <TextInput source="zipCode" label="Zip Code" validate={validateZip} />
            </InputRow>
            <SelectInput source="accountType" label="Account Type" choices={ACCOUNT_TYPE_CHOICES} helperText="Suppliers sell wholesale, vendors retail" />
        </OwnProfileForm>
    </OwnProfileEdit>
);

export default VendorEdit;

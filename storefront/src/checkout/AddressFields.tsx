import { useTranslation } from 'react-i18next';
import { Field } from '../components/Field';
import type { FieldErrors } from '../api/client';
import type { Address } from './checkoutApi';

export const EMPTY_ADDRESS: Address = { name: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' };
const FIELDS = ['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  name: 'name',
  phone: 'tel',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  pincode: 'postal-code',
};

/** One postal address; `prefix` is the server's field prefix (shippingAddress / billingAddress) for its errors. */
export function AddressFields({ prefix, value, onChange, errors }: { prefix: 'shippingAddress' | 'billingAddress'; value: Address; onChange: (a: Address) => void; errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <div className="address-grid">
      {FIELDS.map((field) => (
        <div key={field} className={`address-grid__${field}`}>
          <Field label={t(`checkout.address.${field}`)} error={errors[`${prefix}.${field}`]} testId={`${prefix}-${field}`}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={value[field] ?? ''}
                autoComplete={`${prefix === 'billingAddress' ? 'billing' : 'shipping'} ${AUTOCOMPLETE[field]}`}
                inputMode={field === 'phone' ? 'tel' : field === 'pincode' ? 'numeric' : undefined}
                maxLength={field === 'pincode' ? 6 : 200}
                onChange={(e) => onChange({ ...value, [field]: e.target.value })}
                data-testid={`${prefix}-${field}`}
              />
            )}
          </Field>
        </div>
      ))}
    </div>
  );
}

import { CITIES } from '@bazaar/common';
import { useId } from 'react';
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

/**
 * One postal address; `prefix` is the server's field prefix (shippingAddress / billingAddress) for its errors.
 * The city suggests spec 9's cities (in English, as sent; a translated name beside it) yet takes any town:
 * a product sold everywhere ships anywhere, and the server's delivery rule decides the rest.
 */
export function AddressFields({ prefix, value, onChange, errors }: { prefix: 'shippingAddress' | 'billingAddress'; value: Address; onChange: (a: Address, field: string) => void; errors: FieldErrors }) {
  const { t } = useTranslation();
  const citiesId = useId();
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
                list={field === 'city' ? citiesId : undefined}
                onChange={(e) => onChange({ ...value, [field]: e.target.value }, `${prefix}.${field}`)}
                data-testid={`${prefix}-${field}`}
              />
            )}
          </Field>
          {field === 'city' && (
            <datalist id={citiesId} data-testid={`${prefix}-city-suggestions`}>
              {CITIES.map((city) => {
                const name = t(`cities.${city}`);
                return <option key={city} value={city} label={name !== city ? name : undefined} />;
              })}
            </datalist>
          )}
        </div>
      ))}
    </div>
  );
}

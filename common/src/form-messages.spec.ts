import { afterEdit } from './form-messages';

/** A corrected field loses its message at once; the banner goes with the last field message. */
describe('form messages after an edit', () => {
  const refused = { form: 'Check the address', 'shippingAddress.name': 'Enter a name', 'shippingAddress.pincode': 'Enter a 6-digit PIN code' };

  it("drops the edited field's message and keeps the banner while another field has one", () => {
    expect(afterEdit(refused, 'shippingAddress.name')).toEqual({ form: 'Check the address', 'shippingAddress.pincode': 'Enter a 6-digit PIN code' });
  });

  it('drops the banner with the last field message', () => {
    expect(afterEdit(afterEdit(refused, 'shippingAddress.name'), 'shippingAddress.pincode')).toEqual({});
  });

  it('leaves the messages alone when the edited field had none (a banner without field messages stays)', () => {
    expect(afterEdit(refused, 'shippingAddress.city')).toBe(refused);
    const banner = { form: 'Network error' };
    expect(afterEdit(banner, 'shippingAddress.city')).toBe(banner);
  });
});

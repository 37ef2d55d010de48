import { supplierRegistrationErrors } from './supplier-registration.rules';

const valid = {
  companyName: 'Sahyadri Agro Exports',
  businessType: 'Exporter',
  address: 'Plot 12, MIDC',
  city: 'Nashik',
  state: 'Maharashtra',
  pincode: '422007',
  contactPerson: 'Vikram Patil',
  contactEmail: 'vikram@sahyadri.example',
  contactPhone: '+91 98220 12345',
  password: 'strongpass1',
  confirmPassword: 'strongpass1',
  productCategories: ['Fruits', 'Vegetables'],
};

describe('supplier registration rules (spec 5)', () => {
  it('accepts a complete form with a document', () => {
    expect(supplierRegistrationErrors(valid, true)).toEqual({});
  });

  it('names every missing field with the spec message', () => {
    expect(supplierRegistrationErrors({}, false)).toEqual({
      companyName: 'Company name is required',
      businessType: 'Business type is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
      contactPerson: 'Contact person name is required',
      contactEmail: 'Contact email is required',
      contactPhone: 'Phone number is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      productCategories: 'Please select at least one product category',
      document: 'Please upload a GST certificate or company document',
    });
  });

  it('checks shapes: pincode, e-mail, phone, password length and match', () => {
    expect(
      supplierRegistrationErrors({ ...valid, pincode: '4220', contactEmail: 'vikram@', contactPhone: '12345', password: 'short', confirmPassword: 'other' }, true),
    ).toEqual({
      pincode: 'Please enter a valid 6-digit pincode',
      contactEmail: 'Please enter a valid email address',
      contactPhone: 'Please enter a valid phone number',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('takes a single category as a one-item list', () => {
    expect(supplierRegistrationErrors({ ...valid, productCategories: 'Spices' }, true)).toEqual({});
  });

  it('refuses categories outside the list, a category twice, and over-long or non-text fields, by name', () => {
    expect(supplierRegistrationErrors({ ...valid, productCategories: ['Fruits', 'Gold'] }, true)).toEqual({
      productCategories: 'Product categories must be among Fruits, Vegetables, Spices, Pulses, Oils, Coffee, Bakery, Dairy, Meat, Seafood, Grains, Other',
    });
    expect(supplierRegistrationErrors({ ...valid, productCategories: ['Fruits', 'Fruits'] }, true)).toEqual({ productCategories: 'Each product category may be chosen only once' });
    expect(supplierRegistrationErrors({ ...valid, companyName: 'x'.repeat(200_000), businessDescription: 'y'.repeat(500_000) }, true)).toEqual({
      companyName: 'Company name must be at most 120 characters',
      businessDescription: 'Business description must be at most 2000 characters',
    });
    expect(supplierRegistrationErrors({ ...valid, companyName: ['A', 'B'] as unknown as string, city: 7 as unknown as string }, true)).toEqual({
      companyName: 'Company name must be text',
      city: 'City must be text',
    });
  });

  it('refuses 200 invented categories', () => {
    const many = Array.from({ length: 200 }, (_, i) => `Category ${i}`);
    expect(supplierRegistrationErrors({ ...valid, productCategories: many }, true)).toHaveProperty('productCategories');
  });
});

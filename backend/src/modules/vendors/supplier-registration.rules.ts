import { controlOrBidiMessage, hasControlOrBidi, normaliseWebsite } from '@bazaar/common';
import { hasAsciiDomain, normaliseEmail } from '../../platform/domain/email-address';
import { ACCOUNT_TYPES, BUSINESS_TYPES, SUPPLIER_PRODUCT_CATEGORIES } from './vendors.constants';

/** The supplier registration form as it arrives (multipart fields are strings). */
export interface SupplierRegistrationInput {
  companyName?: string;
  businessType?: string;
  address?: string;
  city?: string;
  state?: string;
  pincode?: string;
  contactPerson?: string;
  contactEmail?: string;
  contactPhone?: string;
  password?: string;
  confirmPassword?: string;
  businessDescription?: string;
  website?: string;
  accountType?: string;
  productCategories?: string | string[];
  phoneVerificationToken?: string;
}

const blank = (value: unknown) => typeof value !== 'string' || !value.trim();

/** Longest accepted value per text field (after trimming); the form and the API share these. */
export const SUPPLIER_FIELD_LIMITS = {
  companyName: 120,
  address: 300,
  city: 80,
  state: 80,
  contactPerson: 120,
  contactEmail: 254,
  businessDescription: 2000,
  website: 200,
  password: 128,
} as const;

const LABELS: Record<keyof typeof SUPPLIER_FIELD_LIMITS, string> = {
  companyName: 'Company name',
  address: 'Address',
  city: 'City',
  state: 'State',
  contactPerson: 'Contact person name',
  contactEmail: 'Contact email',
  businessDescription: 'Business description',
  website: 'Website',
  password: 'Password',
};

/** Spec 5, supplier registration, message for message. */
export function supplierRegistrationErrors(input: SupplierRegistrationInput, hasDocument: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(input.companyName)) errors.companyName = 'Company name is required';
  if (blank(input.businessType)) errors.businessType = 'Business type is required';
  else if (!BUSINESS_TYPES.includes(input.businessType!.trim() as never)) errors.businessType = `Business type must be one of ${BUSINESS_TYPES.join(', ')}`;
  if (blank(input.address)) errors.address = 'Address is required';
  if (blank(input.city)) errors.city = 'City is required';
  if (blank(input.state)) errors.state = 'State is required';
  if (blank(input.pincode)) errors.pincode = 'Pincode is required';
  else if (!/^\d{6}$/.test(input.pincode!.trim())) errors.pincode = 'Please enter a valid 6-digit pincode';
  if (blank(input.contactPerson)) errors.contactPerson = 'Contact person name is required';
  if (blank(input.contactEmail)) errors.contactEmail = 'Contact email is required';
  // The domain must convert to its one ASCII spelling (normaliseEmail), as the account's e-mail will.
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.contactEmail!.trim()) || !hasAsciiDomain(normaliseEmail(input.contactEmail!))) errors.contactEmail = 'Please enter a valid email address';
  if (blank(input.contactPhone)) errors.contactPhone = 'Phone number is required';
  else if (!/^\+?\d{10,15}$/.test(input.contactPhone!.replace(/\s+/g, ''))) errors.contactPhone = 'Please enter a valid phone number';
  if (!input.password) errors.password = 'Password is required';
  else if (input.password.length < 8) errors.password = 'Password must be at least 8 characters';
  if (!input.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (input.password !== input.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  if (categoriesOf(input).length === 0) errors.productCategories = 'Please select at least one product category';
  if (input.accountType !== undefined && !ACCOUNT_TYPES.includes(input.accountType as never)) errors.accountType = `Account type must be one of ${ACCOUNT_TYPES.join(', ')}`;
  if (!hasDocument) errors.document = 'Please upload a GST certificate or company document';
  // A bare domain is taken: https:// is added (normaliseWebsite), as the storefront's form does.
  if (typeof input.website === 'string' && input.website.trim() && !normaliseWebsite(input.website)) errors.website = 'Please enter a valid website address (https://...)';
  const categories = categoriesOf(input);
  if (categories.some((c) => !SUPPLIER_PRODUCT_CATEGORIES.includes(c as never))) errors.productCategories = `Product categories must be among ${SUPPLIER_PRODUCT_CATEGORIES.join(', ')}`;
  else if (new Set(categories).size !== categories.length) errors.productCategories = 'Each product category may be chosen only once';
  // Every field arrives as a string or a list of strings; anything else (or too long) is refused by name.
  // None but the password may hold control or text-direction characters; the description may hold line breaks and tabs.
  for (const [field, max] of Object.entries(SUPPLIER_FIELD_LIMITS) as [keyof typeof SUPPLIER_FIELD_LIMITS, number][]) {
    const value = input[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') errors[field] = `${LABELS[field]} must be text`;
    else if (value.trim().length > max) errors[field] = `${LABELS[field]} must be at most ${max} characters`;
    else if (field !== 'password' && hasControlOrBidi(value.trim(), { multiLine: field === 'businessDescription' })) errors[field] = controlOrBidiMessage(LABELS[field]);
  }
  return errors;
}

export const categoriesOf = (input: SupplierRegistrationInput): string[] =>
  (Array.isArray(input.productCategories) ? input.productCategories : input.productCategories ? [input.productCategories] : [])
    .map((c: unknown) => (typeof c === 'string' ? c.trim() : String(c)))
    .filter(Boolean);

import { normaliseWebsite, type SupplierProductCategory as ProductCategory } from '@bazaar/common';

/** The supplier registration form of spec 5, its choices (spec 9) and its client-side checks. */
export const BUSINESS_TYPES = ['Manufacturer', 'Wholesaler', 'Distributor', 'Importer', 'Exporter', 'Other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const ACCOUNT_TYPES = ['supplier', 'vendor', 'both'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spec 9's supplier product categories, from the vocabulary shared with the server. */
export { SUPPLIER_PRODUCT_CATEGORIES as PRODUCT_CATEGORIES, type SupplierProductCategory as ProductCategory } from '@bazaar/common';

/** Accepted by name for a quick message; the server checks the content (magic bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
const DOCUMENT_NAME = /\.(pdf|jpe?g|png)$/i;

export const TEXT_FIELDS = [
  'companyName',
  'businessType',
  'address',
  'city',
  'state',
  'pincode',
  'contactPerson',
  'contactEmail',
  'contactPhone',
  'password',
  'confirmPassword',
  'businessDescription',
  'website',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface SupplierForm extends Record<TextField, string> {
  accountType: AccountType;
  productCategories: ProductCategory[];
  document: File | null;
}

export type SupplierField = keyof SupplierForm;

export const EMPTY_SUPPLIER_FORM: SupplierForm = {
  companyName: '',
  businessType: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  password: '',
  confirmPassword: '',
  businessDescription: '',
  website: '',
  accountType: 'supplier',
  productCategories: [],
  document: null,
};

/** Translation keys under supplierForm.validation. */
export type SupplierMessage =
  | 'companyName'
  | 'businessType'
  | 'address'
  | 'city'
  | 'state'
  | 'pincodeRequired'
  | 'pincodeInvalid'
  | 'contactPerson'
  | 'contactEmailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'passwordRequired'
  | 'passwordMin'
  | 'confirmPasswordRequired'
  | 'passwordMismatch'
  | 'productCategories'
  | 'document'
  | 'documentType'
  | 'documentSize'
  | 'website';

export const SUPPLIER_MIN_PASSWORD = 8;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^\+?\d{10,15}$/;

const blank = (value: string) => !value.trim();

/** Spec 5, message for message, in the order the fields appear. */
export function checkSupplierForm(form: SupplierForm): Partial<Record<SupplierField, SupplierMessage>> {
  const errors: Partial<Record<SupplierField, SupplierMessage>> = {};
  if (blank(form.companyName)) errors.companyName = 'companyName';
  if (blank(form.businessType)) errors.businessType = 'businessType';
  if (blank(form.address)) errors.address = 'address';
  if (blank(form.city)) errors.city = 'city';
  if (blank(form.state)) errors.state = 'state';
  if (blank(form.pincode)) errors.pincode = 'pincodeRequired';
  else if (!/^\d{6}$/.test(form.pincode.trim())) errors.pincode = 'pincodeInvalid';
  if (blank(form.contactPerson)) errors.contactPerson = 'contactPerson';
  if (blank(form.contactEmail)) errors.contactEmail = 'contactEmailRequired';
  else if (!EMAIL_SHAPE.test(form.contactEmail.trim())) errors.contactEmail = 'emailInvalid';
  const phone = form.contactPhone.replace(/\s+/g, '');
  if (!phone) errors.contactPhone = 'phoneRequired';
  else if (!PHONE_SHAPE.test(phone)) errors.contactPhone = 'phoneInvalid';
  if (!form.password) errors.password = 'passwordRequired';
  else if (form.password.length < SUPPLIER_MIN_PASSWORD) errors.password = 'passwordMin';
  if (!form.confirmPassword) errors.confirmPassword = 'confirmPasswordRequired';
  else if (form.password !== form.confirmPassword) errors.confirmPassword = 'passwordMismatch';
  if (form.website.trim() && !normaliseWebsite(form.website)) errors.website = 'website';
  if (form.productCategories.length === 0) errors.productCategories = 'productCategories';
  if (!form.document) errors.document = 'document';
  else if (!DOCUMENT_NAME.test(form.document.name)) errors.document = 'documentType';
  else if (form.document.size > MAX_DOCUMENT_BYTES) errors.document = 'documentSize';
  return errors;
}

/** The multipart body of POST /api/suppliers/register: productCategories repeats, the file is `document`. */
export function toFormData(form: SupplierForm, phoneVerificationToken: string | undefined): FormData {
  const data = new FormData();
  for (const field of TEXT_FIELDS) {
    const value =
      field === 'password' || field === 'confirmPassword'
        ? form[field]
        : field === 'contactPhone'
          ? form[field].replace(/\s+/g, '')
          : field === 'website'
            ? (normaliseWebsite(form[field]) ?? form[field].trim())
            : form[field].trim();
    if (value || (field !== 'businessDescription' && field !== 'website')) data.append(field, value);
  }
  data.append('accountType', form.accountType);
  for (const category of form.productCategories) data.append('productCategories', category);
  if (phoneVerificationToken) data.append('phoneVerificationToken', phoneVerificationToken);
  if (form.document) data.append('document', form.document, form.document.name);
  return data;
}

import { paiseToRupees, rupeesToPaise } from '@bazaar/common';
import { defineResource, ownRecordOnly } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { SIGN_UP_HISTORY_FIELDS, userStream } from '../identity/identity.events';
import { ACCOUNT_TYPES, AccountType, categoryOf, VENDOR_CATEGORIES, vendorStream } from './vendors.constants';
import { VENDORS_COLLECTION, VendorDoc } from './vendors.projection';

export const VENDOR_STATUSES = ['Pending', 'Verified'] as const;

/** Admins see and verify all vendors; a vendor sees only their own record. */
export const vendorsResource = defineResource({
  name: 'vendors',
  collection: VENDORS_COLLECTION,
  roles: ['admin', 'vendor'],
  fields: {
    id: field.id(),
    name: field.string('companyName'),
    category: field.enum('category', VENDOR_CATEGORIES),
    status: field.enum('status', VENDOR_STATUSES),
    city: field.string('city'),
    accountType: field.enum('accountType', ACCOUNT_TYPES),
    products: field.integer('products'),
    revenue: field.number('revenuePaise', { toStored: rupeesToPaise }),
    registeredAt: field.date('registeredAt'),
    updatedAt: field.date('updatedAt'),
  },
  search: ['companyName', 'city'],
  defaultSort: { registeredAt: -1 },
  scope: ownRecordOnly,
  notFound: 'Vendor not found',
  streams: (id) => [vendorStream(id), userStream(id)],
  // The product count folds product events of the product streams: as of a time replays those too.
  asOfFrom: 'log',
  historyFields: { ...SIGN_UP_HISTORY_FIELDS, revenuePaise: { name: 'revenue', toApi: (paise) => paiseToRupees(paise as number) }, pincode: { name: 'zipCode' }, companyName: { name: 'name' },
    // The category as the account type makes it: events before 'Both' existed recorded a "both" account as Wholesale.
    category: { name: 'category', toApi: (category, data) => (typeof data.accountType === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(data.accountType) ? categoryOf(data.accountType as AccountType) : category) } },
  toRecord: (v: VendorDoc) => ({
    id: v._id,
    name: v.companyName,
    category: v.category,
    products: v.products,
    revenue: paiseToRupees(v.revenuePaise),
    status: v.status,
    accountType: v.accountType,
    businessType: v.businessType,
    email: v.contactEmail,
    phone: v.contactPhone,
    phoneVerified: v.phoneVerified,
    contactPerson: v.contactPerson,
    taxId: v.taxId,
    address: v.address,
    city: v.city,
    state: v.state,
    zipCode: v.pincode,
    productCategories: v.productCategories,
    businessDescription: v.businessDescription,
    website: v.website,
    hasDocument: Boolean(v.documentId),
    registeredAt: v.registeredAt,
    updatedAt: v.updatedAt,
  }),
});

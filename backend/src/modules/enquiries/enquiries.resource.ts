import { paiseToRupees, rupeesToPaise } from '@bazaar/common';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { VENDORS_COLLECTION, VendorDoc } from '../vendors/vendors.projection';
import { ENQUIRY_STATUSES, enquiryStream } from './enquiries.events';
import { EnquiryDoc, enquiriesProjection } from './enquiries.projection';
import { adminEnquiryRecord } from './enquiries.records';

/** Admins see every enquiry; a vendor only those about their own products. */
export const enquiriesResource = defineResource({
  name: 'enquiries',
  collection: enquiriesProjection.collection,
  roles: ['admin', 'vendor'],
  fields: {
    id: field.id(),
    productId: field.string('productId'),
    productName: field.string('productName'),
    vendorId: field.string('vendorId'),
    customerId: field.string('customerId'),
    status: field.enum('status', ENQUIRY_STATUSES),
    quantity: field.integer('quantity'),
    price: field.number('pricePaise', { toStored: rupeesToPaise }),
    submittedAt: field.date('submittedAt'),
    updatedAt: field.date('updatedAt'),
  },
  search: ['productName'],
  defaultSort: { submittedAt: -1 },
  scope: (user) => (user.role === 'admin' ? null : { vendorId: user.userId }),
  notFound: 'Enquiry not found',
  streams: (id) => [enquiryStream(id)],
  historyFields: { pricePaise: { name: 'price', toApi: (paise) => paiseToRupees(paise as number) } },
  toRecord: (doc: EnquiryDoc) => adminEnquiryRecord(doc),
  // Customer details, message and answer are sealed in the read model; names of vendor and answerer added.
  enrich: async (records, { cipher, readStore, actorNames }) => {
    const vendorIds = [...new Set(records.map((r) => r.vendorId))];
    const vendors = await readStore.collection<VendorDoc>(VENDORS_COLLECTION).find({ _id: { $in: vendorIds } });
    const vendorNames = new Map(vendors.map((v) => [v._id, v.companyName]));
    const names = await actorNames(records.flatMap((r) => (r.answeredBy ? [{ kind: 'user' as const, userId: r.answeredBy, role: 'vendor' as const }] : [])));
    return records.map((r) => ({
      ...cipher.openDeep(r),
      vendorName: vendorNames.get(r.vendorId) ?? null,
      answeredByName: r.answeredBy ? (names.get(r.answeredBy) ?? null) : null,
    }));
  },
});

import { paiseToRupees } from '@bazaar/common';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { EnquiryDoc, EnquiryQuote } from './enquiries.projection';

/** The quote in rupees, with its id: what checkout takes to make the wholesale order. */
const quoteRecord = (q: EnquiryQuote | null) =>
  q && { quoteId: q.quoteId, price: paiseToRupees(q.pricePaise), quantity: q.quantity, unit: q.unit, total: paiseToRupees(q.totalPaise), quotedAt: q.quotedAt, validUntil: q.validUntil ?? null };

/** What both the customer and the back office see of an enquiry (sealed fields still sealed). */
export const enquiryRecord = (d: EnquiryDoc) => ({
  id: d._id,
  productId: d.productId,
  productName: d.productName,
  quantity: d.quantity,
  unit: d.unit,
  price: paiseToRupees(d.pricePaise),
  total: paiseToRupees(d.pricePaise * d.quantity),
  message: d.message,
  status: d.status,
  answer: d.answer,
  answeredAt: d.answeredAt,
  quote: quoteRecord(d.quote),
  order: d.order ?? null,
  closedAt: d.closedAt,
  submittedAt: d.submittedAt,
  updatedAt: d.updatedAt,
});

/** The customer's own view (GET /api/me/enquiries): no vendor or customer details, opened. */
export const myEnquiryRecord = (d: EnquiryDoc, cipher: PersonalDataCipher) => cipher.openDeep(enquiryRecord(d));

/** The back office adds who asked and whose product it is. */
export const adminEnquiryRecord = (d: EnquiryDoc) => ({
  ...enquiryRecord(d),
  customerId: d.customerId,
  customerName: d.customerName,
  customerEmail: d.customerEmail,
  customerPhone: d.customerPhone,
  vendorId: d.vendorId,
  answeredBy: d.answeredBy,
});

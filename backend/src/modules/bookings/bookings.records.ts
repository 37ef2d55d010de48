import { paiseToRupees } from '@bazaar/common';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ReadStore } from '../../platform/read-store/read-store.port';
import { USERS_COLLECTION, UserDoc } from '../identity/users.read-model';
import { providerNames } from '../services/services.resource';
import { BookingMessageDoc } from './messages.projection';
import { BookingDoc } from './bookings.projection';
import { ReviewDoc } from './reviews.projection';

/** A booking as every screen shows it: rupees, `service` named (spec 3 Provider booking). Still sealed. */
export function toBookingRecord(doc: BookingDoc) {
  const { _id, pricePaise, serviceName, ...rest } = withoutBookkeeping(doc);
  return { id: _id, service: serviceName, ...rest, price: paiseToRupees(pricePaise) };
}
export type BookingRecord = ReturnType<typeof toBookingRecord>;

/**
 * Opens the customer's sealed fields (erased people read as [erased]) and names each provider.
 * The customer's name, e-mail and phone are their account's now (the users read model, as the
 * admin's orders show theirs), not the ones the request copied: the provider calls a live number.
 */
export async function presentBookings(records: BookingRecord[], deps: { readStore: ReadStore; cipher: PersonalDataCipher }) {
  const customerIds = [...new Set(records.map((r) => r.customerId))];
  const [providers, customers] = await Promise.all([
    providerNames(deps.readStore, records.map((r) => r.providerId)),
    customerIds.length ? deps.readStore.collection<UserDoc>(USERS_COLLECTION).find({ _id: { $in: customerIds } }) : [],
  ]);
  const accounts = new Map(customers.map((u) => [u._id, u]));
  return records.map((r) => {
    const account = accounts.get(r.customerId);
    const contact = account && { customerName: account.name, customerEmail: account.email, customerPhone: account.phone };
    return { ...deps.cipher.openDeep(r), ...contact, providerName: providers.get(r.providerId)?.name ?? '' };
  });
}

export const toReviewRecord = (doc: ReviewDoc) => {
  const { _id, serviceName, postedAt, ...rest } = withoutBookkeeping(doc);
  return { id: _id, bookingId: _id, service: serviceName, ...rest, date: postedAt };
};

export const toMessageRecord = (doc: BookingMessageDoc, cipher: PersonalDataCipher) => {
  const { _id, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest, text: cipher.open(rest.text) as string };
};

import { paiseToRupees, rupeesToPaise } from '@bazaar/common';
import { AuthUser } from '../../platform/auth/roles';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { Filter } from '../../platform/read-store/read-store.port';
import { ledgerStream, sellerOfPayout } from './ledger.events';
import { PayoutDoc, payoutsProjection } from './ledger.projection';

const ownPayouts = (user: AuthUser): Filter | null => (user.role === 'admin' ? null : { sellerId: user.userId });

export const toPayoutRecord = (doc: PayoutDoc) => {
  const { _id, amountPaise, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest, amount: paiseToRupees(amountPaise) };
};

/** Withdraw Funds requests of vendors and providers (spec 2.7, 2.8); an admin marks them paid. */
export const payoutsResource = defineResource({
  name: 'payouts',
  collection: payoutsProjection.collection,
  roles: ['admin', 'vendor', 'provider'],
  fields: {
    id: field.id(),
    sellerId: field.id('sellerId'),
    sellerKind: field.enum('sellerKind', ['vendor', 'provider']),
    amount: field.number('amountPaise', { toStored: rupeesToPaise }),
    status: field.enum('status', ['requested', 'paid']),
    requestedAt: field.date('requestedAt'),
    paidAt: field.date('paidAt'),
  },
  defaultSort: { requestedAt: -1 },
  scope: ownPayouts,
  notFound: 'Payout not found',
  // A payout is decided on its seller's ledger (the balance), so its History is that ledger's.
  streams: (id) => [ledgerStream(sellerOfPayout(id))],
  historyFields: {
    amountPaise: { name: 'amount', toApi: (paise) => paiseToRupees(paise as number) },
    grossPaise: { name: 'gross', toApi: (paise) => paiseToRupees(paise as number) },
    commissionPaise: { name: 'commission', toApi: (paise) => paiseToRupees(paise as number) },
    netPaise: { name: 'net', toApi: (paise) => paiseToRupees(paise as number) },
  },
  toRecord: toPayoutRecord,
});

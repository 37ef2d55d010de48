import { lastFour, maskUpiId, paiseToRupees, PAYOUT_METHODS, rupeesToPaise } from '@bazaar/common';
import { AuthUser } from '../../platform/auth/roles';
import { defineResource, HistoryField } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { ERASED, PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { Filter } from '../../platform/read-store/read-store.port';
import { ledgerStream, PayTo, sellerOfPayout } from './ledger.events';
import { PayoutDetailsDoc, payoutDetailsProjection, PayoutDoc, payoutsProjection } from './ledger.projection';

const ownPayouts = (user: AuthUser): Filter | null => (user.role === 'admin' ? null : { sellerId: user.userId });

const masked = (value: string | null, mask: (v: string) => string) => (value === null || value === ERASED ? value : mask(value));

/**
 * Payout details opened: in full for an admin (who pays them), masked for the seller
 * (the account number's last 4 digits, the UPI ID's provider); an erased seller's read [erased].
 */
export function openPayTo(payTo: PayTo | null | undefined, cipher: PersonalDataCipher, user: AuthUser | undefined): PayTo | null {
  if (!payTo) return null;
  return maskPayTo(cipher.openDeep(payTo), user);
}

/** Opened payout details as `user` may see them (see openPayTo): the one masking of the record, History and as-of views. */
const maskPayTo = (opened: PayTo, user: AuthUser | undefined): PayTo =>
  user?.role === 'admin' ? opened : { ...opened, accountNumber: masked(opened.accountNumber, lastFour), upiId: masked(opened.upiId, maskUpiId) };

const MONEY_HISTORY_FIELDS: Record<string, HistoryField> = {
  amountPaise: { name: 'amount', toApi: (paise) => paiseToRupees(paise as number) },
  grossPaise: { name: 'gross', toApi: (paise) => paiseToRupees(paise as number) },
  commissionPaise: { name: 'commission', toApi: (paise) => paiseToRupees(paise as number) },
  netPaise: { name: 'net', toApi: (paise) => paiseToRupees(paise as number) },
};

/**
 * History of a seller's ledger: an admin sees the payout details in full, the seller as in the
 * record, masked, both where PayoutDetailsSet sets them and in a PayoutRequested's `payTo`.
 * (upiId is declared so that it shows at all: a name ending in Id otherwise reads as bookkeeping.)
 */
const ledgerHistoryFields = (user: AuthUser): Record<string, HistoryField> =>
  user.role === 'admin'
    ? { ...MONEY_HISTORY_FIELDS, upiId: { name: 'upiId' } }
    : {
        ...MONEY_HISTORY_FIELDS,
        accountNumber: { name: 'accountNumber', toApi: (value) => masked(value as string | null, lastFour) },
        upiId: { name: 'upiId', toApi: (value) => masked(value as string | null, maskUpiId) },
        payTo: { name: 'payTo', toApi: (value) => (value ? maskPayTo(value as PayTo, user) : null) },
      };

/** A payout as the API shows it; `payTo` still sealed (the resource's enrich, or the caller, opens it). */
export const toPayoutRecord = (doc: PayoutDoc) => {
  const { _id, amountPaise, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest, payTo: rest.payTo ?? null, amount: paiseToRupees(amountPaise) };
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
  historyFields: ledgerHistoryFields,
  toRecord: toPayoutRecord,
  enrich: async (records, { cipher }, user) => records.map((r) => ({ ...r, payTo: openPayTo(r.payTo, cipher, user) })),
});

/**
 * A seller's payout details on their record in the back office (a vendor's, a provider's), for
 * admins only and in full, as the Payouts list shows them; the History is their ledger's
 * PayoutDetailsSet events, in full too. The seller reads their own, masked, at
 * /api/me/payout-details. The id is the seller's.
 */
export const payoutDetailsResource = defineResource({
  name: 'payout-details',
  collection: payoutDetailsProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    sellerKind: field.enum('sellerKind', ['vendor', 'provider'], { indexed: false }),
    method: field.enum('method', PAYOUT_METHODS, { indexed: false }),
    updatedAt: field.date('updatedAt', { indexed: false }),
  },
  defaultSort: { updatedAt: -1 },
  notFound: 'No payout details yet',
  streams: (id) => [ledgerStream(id)],
  historyFields: ledgerHistoryFields,
  historyEvents: (_id, event) => event.type === 'PayoutDetailsSet',
  toRecord: (doc: PayoutDetailsDoc) => {
    const { _id, sellerKind, updatedAt, method, accountHolder, accountNumber, ifsc, upiId } = withoutBookkeeping(doc);
    return { id: _id, sellerKind, updatedAt, method, accountHolder, accountNumber, ifsc, upiId };
  },
  enrich: async (records, { cipher }, user) => records.map(({ id, sellerKind, updatedAt, ...payTo }) => ({ id, sellerKind, ...openPayTo(payTo, cipher, user), updatedAt })),
});

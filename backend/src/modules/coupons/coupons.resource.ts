import { COUPON_OFFER_STATUSES, CouponOfferRecord } from '@bazaar/common';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { builtInOffer } from './coupon-offers.decider';
import { couponOfferStream } from './coupons.events';
import { builtInOfferDocs, CouponOfferDoc, couponOffersProjection } from './coupons.projection';

/** A few dozen offers at most: only the code and status get indexes of their own. */
const SCANNED = { indexed: false };

export const toCouponOfferRecord = (doc: CouponOfferDoc): CouponOfferRecord => ({
  id: doc._id,
  code: doc.code,
  percent: doc.percent,
  description: doc.description,
  validDays: doc.validDays,
  firstOrderOnly: doc.firstOrderOnly,
  status: doc.status,
  claims: doc.claims,
  redemptions: doc.redemptions,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

/** Coupon offers (PRODUCT.md "Back office API"): admins only; the built-in ones stand without events (ADR 0063). */
export const couponsResource = defineResource({
  name: 'coupons',
  collection: couponOffersProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    code: field.string('code'),
    percent: field.integer('percent', SCANNED),
    validDays: field.integer('validDays', SCANNED),
    firstOrderOnly: field.boolean('firstOrderOnly', SCANNED),
    status: field.enum('status', COUPON_OFFER_STATUSES),
    claims: field.integer('claims', SCANNED),
    redemptions: field.integer('redemptions', SCANNED),
    createdAt: field.date('createdAt', SCANNED),
    updatedAt: field.date('updatedAt', SCANNED),
  },
  defaultSort: { code: 1 },
  standing: builtInOfferDocs,
  notFound: 'Coupon not found',
  streams: (id) => [couponOfferStream(id)],
  // Claims and redemptions fold the customers' wallet streams: as of a time replays those too.
  asOfFrom: 'log',
  // The record is the code; the History names the terms.
  historyFields: { code: null, customerId: null },
  // A built-in offer's first change reads from its built-in terms (20 % → 25 %), not from nothing.
  historyStart: (id) => {
    const offer = builtInOffer(id);
    return offer && { percent: offer.percent, description: offer.description, validDays: offer.validDays, firstOrderOnly: offer.firstOrderOnly };
  },
  toRecord: toCouponOfferRecord,
});

import { Inject, Injectable } from '@nestjs/common';
import { COUPON_CODE_PATTERN, CouponOffer } from '@bazaar/common';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { withStandingDocuments } from '../../platform/read-store/standing-documents';
import { couponOfferDecider, couponOfferStart, CouponOfferState, normaliseCouponCode } from './coupon-offers.decider';
import { CouponOfferEvent, couponOfferStream } from './coupons.events';
import { builtInOfferDocs, CouponOfferDoc, couponOffersProjection } from './coupons.projection';

/** An offer a person typed (case-blind) as its stream folds now; absent for anything that is not an offer's code. */
export async function loadCouponOffer(store: EventStore, typed: string): Promise<CouponOfferState> {
  const code = normaliseCouponCode(typed);
  if (!COUPON_CODE_PATTERN.test(code)) return { status: 'absent' };
  const recorded = await store.readStream(couponOfferStream(code));
  return recorded.map((e) => e as unknown as CouponOfferEvent).reduce(couponOfferDecider.evolve, couponOfferStart(code));
}

/** The offers as they stand: one from its own stream (claims decide on it), all of them from the read model. */
@Injectable()
export class CouponOffers {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /** The offer a person typed (case-blind), from its stream; absent for anything that is not an offer's code. */
  state(typed: string): Promise<CouponOfferState> {
    return loadCouponOffer(this.store, typed);
  }

  /** The offer a customer may claim now (active), or undefined. */
  async offered(typed: string): Promise<CouponOffer | undefined> {
    const state = await this.state(typed);
    return state.status === 'active' ? state.offer : undefined;
  }

  /** Every offer, built-in ones included, oldest first (the built-in ones, then by creation). */
  async all(): Promise<CouponOfferDoc[]> {
    const docs = await withStandingDocuments(this.readStore.collection<CouponOfferDoc>(couponOffersProjection.collection), builtInOfferDocs).find({});
    const builtIn = builtInOfferDocs().map((d) => d._id);
    const rank = (d: CouponOfferDoc) => (builtIn.includes(d._id) ? String(builtIn.indexOf(d._id)).padStart(4, '0') : `~${d.createdAt ?? ''}${d._id}`);
    return docs.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  }
}

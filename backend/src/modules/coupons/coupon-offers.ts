import { Inject, Injectable } from '@nestjs/common';
import { COUPON_CODE_PATTERN, CouponOffer } from '@bazaar/common';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { Filter, READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
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

  /**
   * The offers a customer's Claim Coupons lists, oldest first (the built-in ones, then by
   * creation): the live ones (not withdrawn), and those of `claimed` (the codes they claimed)
   * whatever their status. The store is asked for just these (status is indexed: the coupons
   * resource declares it), not every offer ever made; the back office lists all of them through
   * its resource. Offers have no dates of their own: a claim's validity starts at the claim.
   */
  async offeredTo(claimed: readonly string[]): Promise<CouponOfferDoc[]> {
    const filter: Filter = claimed.length ? { $or: [{ status: 'active' }, { _id: { $in: [...claimed] } }] } : { status: 'active' };
    const docs = await withStandingDocuments(this.readStore.collection<CouponOfferDoc>(couponOffersProjection.collection), builtInOfferDocs).find(filter);
    const builtIn = builtInOfferDocs().map((d) => d._id);
    const rank = (d: CouponOfferDoc) => (builtIn.includes(d._id) ? String(builtIn.indexOf(d._id)).padStart(4, '0') : `~${d.createdAt ?? ''}${d._id}`);
    return docs.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  }
}

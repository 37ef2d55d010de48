import type { EventStore } from '../../platform/event-store/event-store.port';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import type { Collection, Doc, ReadStore } from '../../platform/read-store/read-store.port';
import { CouponOffers } from './coupon-offers';
import { builtInOfferDoc, CouponOfferDoc, couponOffersProjection } from './coupons.projection';

const offer = (code: string, status: 'active' | 'withdrawn', createdAt: string): CouponOfferDoc => ({
  _id: code, code, percent: 15, description: `${code} offer`, validDays: 30, firstOrderOnly: false, status, claims: 0, redemptions: 0, createdAt, updatedAt: createdAt,
});

describe("Claim Coupons' offers", () => {
  /** A read store that keeps every document its collections' finds answered. */
  const watched = () => {
    const store = new MemoryReadStore();
    const read: string[] = [];
    const spied: ReadStore = Object.assign(Object.create(store) as ReadStore, {
      collection: <T extends Doc>(name: string): Collection<T> => {
        const collection = store.collection<T>(name);
        return Object.assign(Object.create(collection) as Collection<T>, {
          find: async (...args: Parameters<Collection<T>['find']>) => {
            const docs = await collection.find(...args);
            read.push(...docs.map((d) => d._id));
            return docs;
          },
        });
      },
    });
    return { store, spied, read };
  };

  it('given live, withdrawn and claimed offers, when listed for a customer, then the store answers only the live ones and those they claimed', async () => {
    const { store, spied, read } = watched();
    const offers = store.collection<CouponOfferDoc>(couponOffersProjection.collection);
    for (const doc of [offer('FESTIVE15', 'active', '2026-10-01T00:00:00.000Z'), offer('MONSOON5', 'withdrawn', '2026-06-01T00:00:00.000Z'), offer('HOLI12', 'withdrawn', '2026-03-01T00:00:00.000Z'), { ...builtInOfferDoc('WELCOME20')!, status: 'withdrawn' as const, updatedAt: '2026-09-01T00:00:00.000Z' }]) {
      await offers.replaceOne({ _id: doc._id }, doc);
    }

    const listed = await new CouponOffers({} as EventStore, spied).offeredTo(['HOLI12']);

    // The built-in SUMMER10 (standing, no event yet), then by creation; WELCOME20 and MONSOON5 withdrawn, HOLI12 claimed.
    expect(listed.map((d) => d.code)).toEqual(['SUMMER10', 'HOLI12', 'FESTIVE15']);
    expect(read).not.toContain('MONSOON5');
  });

  it('given no claims, when listed, then only the live offers', async () => {
    const { store, spied, read } = watched();
    await store.collection<CouponOfferDoc>(couponOffersProjection.collection).replaceOne({ _id: 'MONSOON5' }, offer('MONSOON5', 'withdrawn', '2026-06-01T00:00:00.000Z'));
    expect((await new CouponOffers({} as EventStore, spied).offeredTo([])).map((d) => d.code)).toEqual(['WELCOME20', 'SUMMER10']);
    expect(read).toEqual([]);
  });
});

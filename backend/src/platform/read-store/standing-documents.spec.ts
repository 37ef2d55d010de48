import { MemoryReadStore } from './memory-read-store';
import { withStandingDocuments } from './standing-documents';

type Offer = { _id: string; percent: number };

describe('withStandingDocuments', () => {
  const standing = (): Offer[] => [
    { _id: 'SUMMER10', percent: 10 },
    { _id: 'WELCOME20', percent: 20 },
  ];

  it('reads the standing documents as if the read model held them, until it holds its own of the same id', async () => {
    const store = new MemoryReadStore();
    const stored = store.collection<Offer>('offers');
    const docs = withStandingDocuments(stored, standing);
    expect(await docs.find({}, { sort: { percent: -1 } })).toEqual(standing().reverse());
    expect(await docs.count({ percent: { $gte: 15 } })).toBe(1);

    await stored.replaceOne({ _id: 'FESTIVE15' }, { _id: 'FESTIVE15', percent: 15 });
    await stored.replaceOne({ _id: 'SUMMER10' }, { _id: 'SUMMER10', percent: 12 });
    expect(await docs.find({}, { sort: { percent: 1 }, skip: 1, limit: 2 })).toEqual([
      { _id: 'FESTIVE15', percent: 15 },
      { _id: 'WELCOME20', percent: 20 },
    ]);
    expect(await docs.count()).toBe(3);
    expect(await docs.findOne({ _id: 'SUMMER10' })).toEqual({ _id: 'SUMMER10', percent: 12 });
    expect(await docs.findOne({ _id: 'WELCOME20' })).toEqual({ _id: 'WELCOME20', percent: 20 });
    expect(await docs.findOne({ _id: 'NONE' })).toBeNull();
  });
});

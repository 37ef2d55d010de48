import { RecordedEvent } from '../../platform/event-store/event';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { applyEvent } from '../../platform/projections/apply-event';
import { ratesProjection } from './rates.projection';
import { rateHistoryView } from './rate-history.view';

let position = 0;
const recorded = (type: string, data: object): RecordedEvent => ({
  streamId: 'rate-r1',
  revision: position,
  position: ++position,
  type,
  data,
  metadata: { eventId: `e${position}`, actor: { kind: 'user', userId: 'u1', role: 'admin' }, correlationId: 'c1', causationId: 'c1', occurredAt: '2026-11-21T08:00:00.000Z', schemaVersion: 1 },
});

const history = [
  recorded('RateAdded', { rateId: 'r1', productName: 'Onion', category: 'vegetables', unit: 'tonne', currentPaise: 2_000_000, date: '2026-11-20', addedAt: '2026-11-20T08:00:00.000Z' }),
  recorded('RateChanged', { rateId: 'r1', previousPaise: 2_000_000, currentPaise: 2_300_000, trend: 'up', unit: 'tonne', date: '2026-11-21', changedAt: '2026-11-21T08:00:00.000Z' }),
];

describe('rate read models and history', () => {
  it('the rate list holds the latest rate, the previous one and the trend; replaying twice changes nothing', async () => {
    const store = new MemoryReadStore();
    for (let pass = 1; pass <= 2; pass++) for (const event of history) await applyEvent(store, ratesProjection, event);
    expect(await store.collection('rates').find({})).toEqual([
      { _id: 'r1', productName: 'Onion', category: 'vegetables', unit: 'tonne', currentPaise: 2_300_000, previousPaise: 2_000_000, trend: 'up', date: '2026-11-21', updatedAt: '2026-11-21T08:00:00.000Z', changeCount: 1, changePercent: 15, status: 'listed', unitGroup: 0, comparablePaise: 2_300_000, _position: history[1].position },
    ]);
  });

  it('follows a rename, a new category and unit, and a delisting; replaying twice changes nothing', async () => {
    const store = new MemoryReadStore();
    const corrections = [
      ...history,
      recorded('RateRenamed', { rateId: 'r1', previousName: 'Onion', productName: 'Onion (Nashik)', renamedAt: '2026-11-21T09:00:00.000Z' }),
      recorded('RateRecategorised', { rateId: 'r1', previousCategory: 'vegetables', category: 'spices', recategorisedAt: '2026-11-21T09:00:00.000Z' }),
      recorded('RateUnitChanged', { rateId: 'r1', previousUnit: 'tonne', unit: 'quintal', changedAt: '2026-11-21T09:00:00.000Z' }),
      recorded('RateDelisted', { rateId: 'r1', delistedAt: '2026-11-21T10:00:00.000Z' }),
    ];
    for (let pass = 1; pass <= 2; pass++) for (const event of corrections) await applyEvent(store, ratesProjection, event);
    expect(await store.collection('rates').findOne({ _id: 'r1' })).toMatchObject({ productName: 'Onion (Nashik)', category: 'spices', unit: 'quintal', status: 'delisted', currentPaise: 2_300_000 });
  });

  it('keeps what "current rate" sorts on: by weight, the price per tonne; per piece, its own price in a group after every weight', async () => {
    const store = new MemoryReadStore();
    const added = (rateId: string, unit: string, currentPaise: number) =>
      recorded('RateAdded', { rateId, productName: rateId, category: 'spices', unit, currentPaise, date: '2026-11-20', addedAt: '2026-11-20T08:00:00.000Z' });
    for (const event of [added('cardamom', 'kg', 2_400_00), added('chilli', 'quintal', 18_000_00), added('saffron', 'gm', 300_00), added('coconut', 'piece', 25_00), added('onion', 'tonne', 20_000_00)])
      await applyEvent(store, ratesProjection, event);
    const keys = async () => Object.fromEntries((await store.collection('rates').find({})).map((d: any) => [d._id, [d.unitGroup, d.comparablePaise]]));
    expect(await keys()).toEqual({ cardamom: [0, 2_400_000_00], chilli: [0, 180_000_00], saffron: [0, 300_000_000_00], coconut: [1, 25_00], onion: [0, 20_000_00] });
    // A new unit, or a new price, moves the key with it.
    await applyEvent(store, ratesProjection, recorded('RateUnitChanged', { rateId: 'chilli', previousUnit: 'quintal', unit: 'tonne', changedAt: '2026-11-21T09:00:00.000Z' }));
    await applyEvent(store, ratesProjection, recorded('RateChanged', { rateId: 'onion', previousPaise: 20_000_00, currentPaise: 22_000_00, trend: 'up', unit: 'tonne', date: '2026-11-21', changedAt: '2026-11-21T09:00:00.000Z' }));
    expect(await keys()).toMatchObject({ chilli: [0, 18_000_00], onion: [0, 22_000_00] });
  });

  it('a rate quoted per a new unit has no previous rate and no change to compare (0%, stable)', async () => {
    const store = new MemoryReadStore();
    const requoted = [
      ...history,
      recorded('RateUnitChanged', { rateId: 'r1', previousUnit: 'tonne', unit: 'kg', changedAt: '2026-11-21T09:00:00.000Z' }),
      recorded('RateChanged', { rateId: 'r1', previousPaise: null, currentPaise: 50, trend: 'stable', unit: 'kg', date: '2026-11-21', changedAt: '2026-11-21T09:00:00.000Z' }),
    ];
    for (const event of requoted) await applyEvent(store, ratesProjection, event);
    expect(await store.collection('rates').findOne({ _id: 'r1' })).toMatchObject({ unit: 'kg', currentPaise: 50, previousPaise: null, trend: 'stable', changePercent: 0, changeCount: 2 });
  });

  it('the history has one point per event with its actor', () => {
    const points = history.map((event) => rateHistoryView.toDoc(event));
    expect(points.map((p) => [p._id, p.eventType, p.previousPaise, p.currentPaise, p.trend, p.changedAt, p.actor])).toEqual([
      ['e1', 'RateAdded', null, 2_000_000, 'stable', '2026-11-20T08:00:00.000Z', { kind: 'user', userId: 'u1', role: 'admin' }],
      ['e2', 'RateChanged', 2_000_000, 2_300_000, 'up', '2026-11-21T08:00:00.000Z', { kind: 'user', userId: 'u1', role: 'admin' }],
    ]);
  });
});

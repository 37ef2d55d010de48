import { applyEvent } from '../../platform/projections/apply-event';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { recordedFixture } from '../revenue/order-events.testing';
import { LedgerAccountDoc, ledgerAccountsProjection } from './ledger.projection';

describe('ledger accounts read model', () => {
  const earning = (position: number, entryId: string, netPaise: number, recordedAt: string) =>
    recordedFixture(position, 'EarningRecorded', {
      sellerId: 'prov-1', sellerKind: 'provider', entryId, sourceKind: 'booking', sourceId: entryId, description: 'Plumbing',
      grossPaise: netPaise, commissionPaise: 0, netPaise, availableAt: '2026-12-01T00:00:00.000Z', recordedAt,
    });
  const account = async (events: ReturnType<typeof earning>[]) => {
    const store = new MemoryReadStore();
    for (const event of events) await applyEvent(store, ledgerAccountsProjection, event);
    return (await store.collection<LedgerAccountDoc>(ledgerAccountsProjection.collection).findOne({ _id: 'prov-1' }))!;
  };

  it('given a booking earning recorded today, when one dated at an earlier completion follows, then the account counts both and its updatedAt stays today', async () => {
    const doc = await account([earning(1, 'b1', 50_000, '2026-11-28T10:00:00.000Z'), earning(2, 'b0', 20_000, '2026-11-20T09:00:00.000Z')]);
    expect(doc).toMatchObject({ totalEarningsPaise: 70_000, pendingPaise: 70_000, updatedAt: '2026-11-28T10:00:00.000Z' });
  });

  it('given an earning, when a later one follows, then updatedAt moves on', async () => {
    const doc = await account([earning(1, 'b0', 20_000, '2026-11-20T09:00:00.000Z'), earning(2, 'b1', 50_000, '2026-11-28T10:00:00.000Z')]);
    expect(doc.updatedAt).toBe('2026-11-28T10:00:00.000Z');
  });
});

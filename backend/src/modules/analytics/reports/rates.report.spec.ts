import { RecordedEvent } from '../../../platform/event-store/event';
import { InMemoryReplay } from '../../../platform/projections/replay';
import { ReportParams } from '../../../platform/replay/report';
import { ratesReport } from './rates.report';

let position = 0;
const at = (day: string, hour = 10) => `${day}T${String(hour - 5).padStart(2, '0')}:30:00.000Z`; // 10:00 IST
const event = (type: string, data: object, occurredAt: string): RecordedEvent => ({
  streamId: 'rate-r1',
  revision: position,
  position: ++position,
  type,
  data: { rateId: 'r1', ...data },
  metadata: { eventId: `e${position}`, actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 2 },
});

describe('rates report', () => {
  it('makes candles per bucket, carries a quiet bucket flat, stops after delisting, and averages per category', () => {
    const params: ReportParams = { from: '2026-11-02', to: '2026-11-06', interval: 'day' };
    const events = [
      event('RateAdded', { productName: 'Toor Dal', category: 'pulses', unit: 'quintal', currentPaise: 10_000, date: '2026-11-02', addedAt: at('2026-11-02', 9) }, at('2026-11-02', 9)),
      event('RateChanged', { previousPaise: 10_000, currentPaise: 12_000, trend: 'up', unit: 'quintal', date: '2026-11-02', changedAt: at('2026-11-02', 12) }, at('2026-11-02', 12)),
      event('RateChanged', { previousPaise: 12_000, currentPaise: 11_000, trend: 'down', unit: 'quintal', date: '2026-11-02', changedAt: at('2026-11-02', 15) }, at('2026-11-02', 15)),
      event('RateChanged', { previousPaise: 11_000, currentPaise: 13_000, trend: 'up', unit: 'quintal', date: '2026-11-04', changedAt: at('2026-11-04') }, at('2026-11-04')),
      event('RateDelisted', { delistedAt: at('2026-11-05') }, at('2026-11-05')),
    ];
    const replay = new InMemoryReplay(ratesReport.projection(params));
    for (const e of events) replay.apply(e);
    const rows = ratesReport.rows!([...replay.docs.values()], params);
    const rates = rows.filter((r) => r.level === 'rate').map(({ bucket, open, high, low, close, average, changes }) => [bucket, open, high, low, close, average, changes]);
    expect(rates).toEqual([
      ['2026-11-02', 100, 120, 100, 110, 110, 2],
      ['2026-11-03', 110, 110, 110, 110, 110, 0],
      ['2026-11-04', 110, 130, 110, 130, 120, 1],
      ['2026-11-05', 130, 130, 130, 130, 130, 0],
    ]);
    const categories = rows.filter((r) => r.level === 'category');
    expect(categories.map((r) => [r.bucket, r.category, r.close])).toEqual([
      ['2026-11-02', 'pulses', 110],
      ['2026-11-03', 'pulses', 110],
      ['2026-11-04', 'pulses', 130],
      ['2026-11-05', 'pulses', 130],
    ]);
  });

  it('keeps a unit change apart: a bucket gets a candle per unit, each row and category mean in its own unit', () => {
    const params: ReportParams = { from: '2026-11-02', to: '2026-11-03', interval: 'day' };
    const events = [
      event('RateAdded', { productName: 'Toor Dal', category: 'pulses', unit: 'quintal', currentPaise: 10_000, date: '2026-11-02', addedAt: at('2026-11-02', 9) }, at('2026-11-02', 9)),
      event('RateChanged', { previousPaise: 10_000, currentPaise: 12_000, trend: 'up', unit: 'quintal', date: '2026-11-02', changedAt: at('2026-11-02', 11) }, at('2026-11-02', 11)),
      event('RateUnitChanged', { previousUnit: 'quintal', unit: 'kg', changedAt: at('2026-11-02', 12) }, at('2026-11-02', 12)),
      // The same day, per kg now: its candle opens at ₹1.30, not at the ₹120 per quintal before.
      event('RateChanged', { previousPaise: 12_000, currentPaise: 130, trend: 'down', unit: 'kg', date: '2026-11-02', changedAt: at('2026-11-02', 15) }, at('2026-11-02', 15)),
    ];
    const replay = new InMemoryReplay(ratesReport.projection(params));
    for (const e of events) replay.apply(e);
    const rows = ratesReport.rows!([...replay.docs.values()], params);
    expect(rows.filter((r) => r.level === 'rate').map(({ bucket, unit, open, high, low, close, changes }) => [bucket, unit, open, high, low, close, changes])).toEqual([
      ['2026-11-02', 'quintal', 100, 120, 100, 120, 1],
      ['2026-11-02', 'kg', 1.3, 1.3, 1.3, 1.3, 1],
      // A quiet day carries the last quote, in its unit.
      ['2026-11-03', 'kg', 1.3, 1.3, 1.3, 1.3, 0],
    ]);
    expect(rows.filter((r) => r.level === 'category').map((r) => [r.bucket, r.unit, r.close])).toEqual([
      ['2026-11-02', 'kg', 1.3],
      ['2026-11-02', 'quintal', 120],
      ['2026-11-03', 'kg', 1.3],
    ]);
  });
});

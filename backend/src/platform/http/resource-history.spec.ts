import { RecordedEvent } from '../event-store/event';
import { csvCell, toCsv } from '@bazaar/common';
import { DomainError } from '../domain/domain-error';
import { historyCsv, toHistory } from './resource-history';

const event = (position: number, type: string, data: object, actor: RecordedEvent['metadata']['actor'], causationId = `c${position}`): RecordedEvent => ({
  streamId: 'rate-1',
  revision: position - 1,
  position,
  type,
  data,
  metadata: { eventId: `e${position}`, actor, correlationId: 'k', causationId, occurredAt: new Date(Date.UTC(2026, 10, position)).toISOString(), schemaVersion: 1 },
});
const admin = { kind: 'user' as const, userId: 'u1', role: 'admin' as const };
const events = [
  event(1, 'RateAdded', { rateId: '1', productName: 'Dal', currentPaise: 100 }, admin),
  event(2, 'RateChanged', { rateId: '1', currentPaise: 120 }, admin),
  event(3, 'RateRenamed', { rateId: '1', productName: '=cmd' }, { kind: 'system', reason: 'scheduler' }, 'e2'),
];
const names = new Map([['u1', 'Asha']]);

describe('toHistory', () => {
  it('keeps before-values from every earlier event while filtering by type, actor and time', () => {
    const changed = toHistory(events, names, {}, new Map(), { type: 'RateChanged' });
    expect(changed).toEqual([expect.objectContaining({ eventId: 'e2', changes: [{ field: 'currentPaise', before: 100, after: 120 }] })]);
    expect(toHistory(events, names, {}, new Map(), { actor: 'system' }).map((e) => e.eventId)).toEqual(['e3']);
    expect(toHistory(events, names, {}, new Map(), { actor: 'u1' }).map((e) => e.eventId)).toEqual(['e1', 'e2']);
    expect(toHistory(events, names, {}, new Map(), { from: '2026-11-02T00:00:00Z', to: '2026-11-02T23:59:59Z' }).map((e) => e.eventId)).toEqual(['e2']);
  });

  it('starts a stream from the values it stands at before its first event (a built-in record)', () => {
    const changed = [event(1, 'CouponOfferChanged', { code: 'WELCOME20', percent: 25 }, admin)];
    expect(toHistory(changed, names, { code: null })[0].changes).toEqual([{ field: 'percent', before: null, after: 25 }]);
    expect(toHistory(changed, names, { code: null }, new Map(), {}, { 'rate-1': { percent: 20 } })[0].changes).toEqual([{ field: 'percent', before: 20, after: 25 }]);
  });

  it("reads a day written alone as India's whole business day, and refuses a period ending before it starts", () => {
    const at = (position: number, occurredAt: string) => ({ ...event(position, 'RateChanged', { rateId: '1', currentPaise: position }, admin), metadata: { ...event(position, 'X', {}, admin).metadata, occurredAt } });
    // 01:30 and 17:30 IST on 2 Nov, then 00:30 IST on 3 Nov.
    const day = [at(1, '2026-11-01T20:00:00.000Z'), at(2, '2026-11-02T12:00:00.000Z'), at(3, '2026-11-02T19:00:00.000Z')];
    expect(toHistory(day, names, {}, new Map(), { from: '2026-11-02', to: '2026-11-02' }).map((e) => e.eventId)).toEqual(['e1', 'e2']);
    expect(toHistory(day, names, {}, new Map(), { to: '2026-11-02T12:00:00.000Z' }).map((e) => e.eventId)).toEqual(['e1', 'e2']);
    expect(() => toHistory(day, names, {}, new Map(), { from: '2030-01-01', to: '2020-01-01' })).toThrow(DomainError);
    try {
      toHistory(day, names, {}, new Map(), { from: '2026-11-03', to: '2026-11-02' });
    } catch (error) {
      expect((error as DomainError).errors).toEqual({ to: 'to must not be before from' });
    }
  });

  it('shows a corrected tracking number, though its name ends in Id like the ids it leaves out', () => {
    const shipped = [
      event(1, 'FulfilmentShipped', { orderId: 'o1', trackingId: 'BD123', courierName: 'BlueDart' }, admin),
      event(2, 'FulfilmentShipped', { orderId: 'o1', trackingId: 'BD124', courierName: 'BlueDart' }, admin),
    ];
    expect(toHistory(shipped, names)[1].changes).toEqual([{ field: 'trackingId', before: 'BD123', after: 'BD124' }]);
    expect(toHistory(shipped, names)[0].changes.map((c) => c.field)).toEqual(['trackingId', 'courierName']);
  });

  it('names the system reason, and the process and event that caused a policy’s change', () => {
    const [, , renamed] = toHistory(events, names, {}, new Map([['e2', { type: 'RateChanged', process: 'renamer' }]]));
    expect(renamed.actor).toEqual({ kind: 'system', reason: 'scheduler' });
    expect(renamed.causedBy).toEqual({ eventId: 'e2', type: 'RateChanged', process: 'renamer' });
  });

  it('exports one CSV line per changed field, quoting and defusing formulas', () => {
    const lines = historyCsv(toHistory(events, names)).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 1 + 1);
    expect(lines[3]).toMatch(/^2026-11-02T05:30:00.000\+05:30,e2,RateChanged,user,Asha,admin,u1,,,,currentPaise,100,120$/);
    expect(lines[4]).toMatch(/,productName,Dal,'=cmd$/);
  });
});

describe('csv', () => {
  it('quotes commas, quotes and line breaks, prefixes formula starts, leaves numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x\ny' }])).toBe('a,b\r\n1,"x\ny"\r\n');
  });
});

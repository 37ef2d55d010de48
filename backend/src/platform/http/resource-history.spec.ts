import { RecordedEvent } from '../event-store/event';
import { csvCell, toCsv } from '@bazaar/common';
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

  it('names the system reason, and the process and event that caused a policy’s change', () => {
    const [, , renamed] = toHistory(events, names, {}, new Map([['e2', { type: 'RateChanged', process: 'renamer' }]]));
    expect(renamed.actor).toEqual({ kind: 'system', reason: 'scheduler' });
    expect(renamed.causedBy).toEqual({ eventId: 'e2', type: 'RateChanged', process: 'renamer' });
  });

  it('exports one CSV line per changed field, quoting and defusing formulas', () => {
    const lines = historyCsv(toHistory(events, names)).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 1 + 1);
    expect(lines[3]).toMatch(/^2026-11-02T00:00:00.000Z,e2,RateChanged,user,Asha,admin,u1,,,,currentPaise,100,120$/);
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

import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { Metrics, timedAppends } from './metrics';

describe('timedAppends', () => {
  const events = (n: number) => toNewEvents(Array.from({ length: n }, (_, i) => ({ type: 'Noted', data: { i } })), systemContext('test'));

  it('times appends and appendMany alike and counts their events; reads pass through', async () => {
    const store = new SqliteEventStore(':memory:');
    const metrics = new Metrics();
    const timed = timedAppends(store, metrics);
    await timed.append('a-1', events(2), 'no_stream');
    await timed.appendMany([
      { streamId: 'b-1', events: events(1), expected: 'no_stream' },
      { streamId: 'c-1', events: events(3), expected: 'no_stream' },
    ]);
    const text = metrics.render();
    expect(text).toMatch(/^bazaar_event_store_append_duration_seconds_count 2$/m);
    expect(text).toMatch(/^bazaar_events_appended_total 6$/m);
    expect(await timed.headPosition()).toBe(6);
    await store.close();
  });
});

import { Writable } from 'node:stream';
import { eventStreamWriter, MAX_UNSENT_BYTES } from './event-stream';

/** A client that never reads: nothing written is ever taken off. */
const neverRead = () => new Writable({ highWaterMark: 16 * 1024, write: () => undefined });

describe('eventStreamWriter', () => {
  it('passes events on to a client that reads', () => {
    const taken: string[] = [];
    const write = eventStreamWriter(new Writable({ write: (chunk, _encoding, done) => (taken.push(String(chunk)), done()) }));
    for (let i = 0; i < 1000; i++) write(`event: unread\ndata: {"unread":${i}}\n\n`);
    expect(taken).toHaveLength(1000);
  });

  it('cuts the stream of a client that never reads before it holds more than MAX_UNSENT_BYTES', () => {
    const out = neverRead();
    out.on('error', () => undefined);
    const write = eventStreamWriter(out);
    const event = `event: notification\ndata: ${JSON.stringify({ message: 'x'.repeat(1000) })}\n\n`;
    for (let i = 0; i < 2000; i++) write(event);
    expect(out.destroyed).toBe(true);
    expect(out.writableLength).toBeLessThanOrEqual(MAX_UNSENT_BYTES);
  });
});

import { Writable } from 'node:stream';

/**
 * Bytes a live stream may hold unsent for a client that stops reading. Past it the stream is cut
 * (the client reconnects and is told its unread count again): a client that never read kept every
 * notification and heartbeat in the server's memory until its token expired.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

/** Writes server-sent events to `out`, destroying it once a reader has left MAX_UNSENT_BYTES unread. */
export function eventStreamWriter(out: Pick<Writable, 'write' | 'destroy' | 'destroyed' | 'writableLength'>): (text: string) => void {
  return (text) => {
    if (out.destroyed) return;
    if (out.writableLength + Buffer.byteLength(text) > MAX_UNSENT_BYTES) {
      out.destroy();
      return;
    }
    out.write(text);
  };
}

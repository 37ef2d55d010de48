import { Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { ReadYourWrites } from '../projections/read-your-writes';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Distinct URLs kept (the query is the client's choice, so the cache is bounded). */
export const MAX_ENTRIES = 500;

/** Changes with every build, so a new release never answers 304 to a body an older one made. */
const BUILD = statSync(__filename).mtimeMs.toString(36);
export const JSON_TYPE = 'application/json; charset=utf-8';

export interface CachedAnswer {
  /** Read-model position this body was last confirmed at. */
  position: number;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The serialized public read-model answers of this process, by URL (path + query), each
 * valid while the read models stay at the position it was confirmed at. Filled by
 * CachedReadInterceptor; read by it and by the fast path in front of Nest's router.
 */
@Injectable()
export class ReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** One computation per URL and position, however many requests arrive meanwhile. */
  private readonly pending = new Map<string, Promise<CachedAnswer>>();

  constructor(private readonly readYourWrites: ReadYourWrites) {}

  /** Where the read models are now (a promise only when the workers run elsewhere). */
  position(): number | Promise<number> {
    return this.readYourWrites.position();
  }

  /** The answer for `url` if it is still current at `position`. */
  current(url: string, position: number): CachedAnswer | undefined {
    const entry = this.entries.get(url);
    return entry && entry.position === position ? entry : undefined;
  }

  /**
   * Computes the answer for `url` at `position` (once, whoever asks meanwhile). A body that
   * comes out byte for byte as before keeps its ETag: events that did not touch this answer
   * do not cost clients a download.
   */
  refresh(url: string, position: number, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    const key = `${position} ${url}`;
    let computing = this.pending.get(key);
    if (!computing) {
      computing = compute()
        .then((value) => {
          const body = Buffer.from(JSON.stringify(value));
          const previous = this.entries.get(url);
          const entry: CachedAnswer = previous?.body.equals(body) ? { ...previous, position } : { position, body, etag: `"${position.toString(36)}-${hash(url)}"` };
          this.entries.delete(url); // re-inserted: Map order is then least recently refreshed first
          this.entries.set(url, entry);
          if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
          return entry;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, computing);
    }
    return computing;
  }

  /**
   * Sets the headers for `entry` and returns what to send: nothing for a matching
   * If-None-Match (the caller answers 304), else the body, br or gzip when accepted.
   */
  prepare(entry: CachedAnswer, request: FastifyRequest, reply: FastifyReply): { notModified: true } | { notModified: false; body: Buffer } {
    reply.header('cache-control', 'no-cache').header('etag', entry.etag).header('vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], entry.etag)) return { notModified: true };
    reply.header('content-type', JSON_TYPE);
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
      reply.header('content-encoding', 'br');
      return { notModified: false, body: entry.br };
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      reply.header('content-encoding', 'gzip');
      return { notModified: false, body: entry.gzip };
    }
    return { notModified: false, body: entry.body };
  }
}

const hash = (text: string) => createHash('sha1').update(BUILD).update(text).digest('base64url').slice(0, 12);

/** If-None-Match may list several tags, or `*`; weak tags compare equal (RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** br when accepted, else gzip; a q=0 refuses an encoding. */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

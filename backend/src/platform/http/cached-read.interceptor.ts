import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { from, Observable, of } from 'rxjs';
import { map, mergeMap } from 'rxjs/operators';
import { ReadYourWrites } from '../projections/read-your-writes';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Distinct URLs kept (the query is the client's choice, so the cache is bounded). */
export const MAX_ENTRIES = 500;

/** Changes with every build, so a new release never answers 304 to a body an older one made. */
const BUILD = statSync(__filename).mtimeMs.toString(36);

interface Entry {
  /** Read-model position this body was last confirmed at. */
  position: number;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Cached public reads: a public read-model answer carries an ETag derived from the read
 * models' position and the URL (path + query); `If-None-Match` with it gets 304 without
 * touching the read store; the serialized (and compressed) body is reused until the
 * position moves. When it moves, the handler runs again, and a body that came out byte
 * for byte the same keeps its old ETag, so events that did not touch this answer do not
 * cost clients a download.
 *
 * Only for answers that are the same for every caller (no user, no role in them).
 */
@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  private readonly entries = new Map<string, Entry>();
  /** One computation per URL and position, however many requests arrive meanwhile. */
  private readonly pending = new Map<string, Promise<Entry>>();

  constructor(private readonly readYourWrites: ReadYourWrites) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const position = this.readYourWrites.position();
    const answer = (at: number) => {
      const key = request.url;
      const entry = this.entries.get(key);
      if (entry && entry.position === at) return of(this.send(entry, request, reply));
      return from(this.refresh(key, at, entry, next)).pipe(map((fresh) => this.send(fresh, request, reply)));
    };
    return typeof position === 'number' ? answer(position) : from(position).pipe(mergeMap(answer));
  }

  private refresh(key: string, position: number, previous: Entry | undefined, next: CallHandler): Promise<Entry> {
    const pendingKey = `${position} ${key}`;
    let computing = this.pending.get(pendingKey);
    if (!computing) {
      computing = new Promise<Entry>((resolve, reject) => {
        next.handle().subscribe({
          next: (value) => {
            const body = Buffer.from(JSON.stringify(value));
            const same = previous && previous.body.equals(body);
            const entry: Entry = same ? { ...previous, position } : { position, body, etag: `"${position.toString(36)}-${hash(key)}"` };
            this.remember(key, entry);
            resolve(entry);
          },
          error: reject,
        });
      }).finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, computing);
    }
    return computing;
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key); // re-insert: Map order is then least recently refreshed first
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  private send(entry: Entry, request: FastifyRequest, reply: FastifyReply): unknown {
    reply.header('cache-control', 'no-cache').header('etag', entry.etag).header('vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], entry.etag)) return new Response(null, { status: 304 });
    reply.header('content-type', JSON_TYPE);
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
      reply.header('content-encoding', 'br');
      return entry.br;
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      reply.header('content-encoding', 'gzip');
      return entry.gzip;
    }
    return entry.body;
  }
}

/** Puts a public GET behind the read cache (see CachedReadInterceptor). */
export const CachedRead = () => UseInterceptors(CachedReadInterceptor);

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

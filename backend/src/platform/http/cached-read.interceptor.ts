import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { firstValueFrom, from, Observable, of } from 'rxjs';
import { map, mergeMap } from 'rxjs/operators';
import { CachedAnswer, ReadCache } from './read-cache';

/**
 * Cached public reads: a public read-model answer carries an ETag derived from the read
 * models' position and the URL; `If-None-Match` with it gets 304 without touching the read
 * store; the serialized (and compressed) body is reused until the position moves (ReadCache).
 *
 * Only for answers that are the same for every caller (no user, no role in them).
 */
@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  constructor(private readonly cache: ReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const answer = (position: number) => {
      const entry = this.cache.current(request.url, position);
      if (entry) return of(this.send(entry, request, reply));
      return from(this.cache.refresh(request.url, position, () => firstValueFrom(next.handle()))).pipe(map((fresh) => this.send(fresh, request, reply)));
    };
    const position = this.cache.position();
    return typeof position === 'number' ? answer(position) : from(position).pipe(mergeMap(answer));
  }

  /** A web Response is how an interceptor gives Nest a status of its own (the 304). */
  private send(entry: CachedAnswer, request: FastifyRequest, reply: FastifyReply): unknown {
    const prepared = this.cache.prepare(entry, request, reply);
    return prepared.notModified ? new Response(null, { status: 304 }) : prepared.body;
  }
}

/** Puts a public GET behind the read cache (see CachedReadInterceptor). */
export const CachedRead = () => UseInterceptors(CachedReadInterceptor);

/**
 * The cache's fast path: a GET whose answer is current is sent before Nest's router, guard
 * and interceptor run (the entry exists only for URLs a @CachedRead() route answered).
 * A preHandler, so the onRequest hooks (security headers, CORS) have already run.
 */
export function serveCachedReadsEarly(app: NestFastifyApplication): void {
  const cache = app.get(ReadCache);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preHandler', (request, reply, done) => {
      if (request.method !== 'GET') return done();
      const position = cache.position();
      const entry = typeof position === 'number' ? cache.current(request.url, position) : undefined;
      if (!entry) return done();
      const prepared = cache.prepare(entry, request, reply);
      if (prepared.notModified) reply.code(304).send();
      else reply.send(prepared.body);
    });
}

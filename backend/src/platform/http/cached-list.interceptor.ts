import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import { bearerToken, sessionOpen } from '../auth/jwt.strategy';
import { SESSIONS, Sessions } from '../auth/sessions';
import { AuthUser } from '../auth/roles';
import { TokenTimes, VerifiedTokens } from '../auth/verified-tokens';
import { ProjectionRegistry } from '../projections/projection-registry';
import { PrivateReadCache } from './private-read-cache';
import { JSON_TYPE } from './read-cache';

/** The claims the fast path reads. */
type ListCaller = TokenTimes & { sub?: unknown; sid?: unknown };

/**
 * Keeps a back-office list answer for its caller (PrivateReadCache), at the read-model
 * position read before the list was computed: an answer that saw later events is kept under
 * the older position, so it can only be replaced sooner, never served stale. Only for lists
 * whose documents come from the inline read models, which that position covers.
 */
@Injectable()
export class CachedListInterceptor implements NestInterceptor {
  /** Collections fed from the bus: the inline position does not cover them. */
  private readonly busFed: ReadonlySet<string>;

  constructor(
    private readonly cache: PrivateReadCache,
    private readonly reflector: Reflector,
    registry: ProjectionRegistry,
  ) {
    this.busFed = new Set(registry.bus.map((bus) => bus.projection.collection));
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const reply = http.getResponse<FastifyReply>();
    const collection = this.reflector.get<string | undefined>(LIST_COLLECTION, context.getHandler());
    const position = this.cache.position();
    const user = request.user;
    if (typeof position !== 'number' || !user || collection === undefined || this.busFed.has(collection)) return next.handle();
    return next.handle().pipe(
      map((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const range = reply.getHeader('content-range');
        this.cache.keep(user.userId, request.url, { position, body, contentRange: typeof range === 'string' ? range : undefined });
        reply.header('content-type', JSON_TYPE);
        return body;
      }),
    );
  }
}

const LIST_COLLECTION = 'cached-list:collection';

/** Puts a back-office list of `collection` behind the per-caller cache (see CachedListInterceptor). */
export const CachedList = (collection: string) => applyDecorators(SetMetadata(LIST_COLLECTION, collection), UseInterceptors(CachedListInterceptor));

/**
 * The fast path of the back-office lists: a GET under /api/admin/ whose caller has a current
 * answer for that URL gets it before Nest's router, guard and interceptors run. The access
 * token is verified here as passport-jwt verifies it (same key, same defaults, expiry
 * included); anything else (no token, a bad or expired one, no current answer) goes on to
 * the full path, which answers 401 or computes afresh. A token verified before, here or by the
 * strategy, is looked up instead (VerifiedTokens). A preHandler: the onRequest hooks
 * (security headers, no-store, CORS) have run. The identity module's JwtService holds the
 * same key (jwtKey) and, like passport-jwt, jsonwebtoken's defaults.
 */
export function serveCachedListsEarly(app: NestFastifyApplication): void {
  const cache = app.get(PrivateReadCache);
  const jwt = app.get(JwtService, { strict: false });
  const tokens = app.get<VerifiedTokens<ListCaller>>(VerifiedTokens);
  const sessions = app.get<Sessions>(SESSIONS, { strict: false });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preHandler', (request, reply, done) => {
      if (request.method !== 'GET' || !request.url.startsWith('/api/admin/') || !cache.mayHave(request.url)) return done();
      const position = cache.position();
      const token = bearerToken(request);
      if (typeof position !== 'number' || !token) return done();
      let claims: ListCaller | null = tokens.get(token);
      if (!claims) {
        try {
          claims = jwt.verify<ListCaller>(token);
          tokens.remember(token, claims);
        } catch {
          return done(); // the full path answers it (401)
        }
      }
      // A signed-out session's token is not served here either (the full path answers 401).
      if (!sessionOpen(sessions, claims)) return done();
      const subject = claims.sub;
      const entry = typeof subject === 'string' ? cache.current(subject, request.url, position) : undefined;
      if (!entry) return done();
      if (entry.contentRange !== undefined) reply.header('content-range', entry.contentRange);
      reply.header('content-type', JSON_TYPE).send(entry.body);
    });
}

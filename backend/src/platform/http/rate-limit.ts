import { applyDecorators, CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RateLimitName, RateLimitRule } from '../config/rate-limits';
import { clientOf } from './client-address';

/**
 * Per-address limits on public writes (issue 8, item 10). A route names its limit with
 * `@RateLimit('signup')`; the guard counts requests per (limit, client address) in a
 * sliding window and refuses the excess with 429 and Retry-After BEFORE the body is
 * validated or the handler runs, so a refused request changes nothing. The address is
 * `request.ip` (Fastify trustProxy from TRUST_PROXY decides whether a proxy's header counts),
 * an IPv6 one by its /64 network (clientOf).
 * In memory per process and bounded; RATE_LIMITS overrides the defaults.
 */
const RATE_LIMIT_KEY = 'rateLimit';
/** Most (limit, address) keys remembered; the oldest go first. */
const MAX_KEYS = 100_000;

/** A Retry-After in words: "1 second", "45 seconds", "3 minutes" (whole minutes from two). */
export const waitInWords = (seconds: number): string =>
  seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

@Injectable()
export class RateLimitGuard implements CanActivate {
  /** Request times per key, oldest first; the map's order is the order of last use. */
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!name) return true;
    const rule = this.config.rateLimits[name];
    const request = context.switchToHttp().getRequest<{ ip?: string }>();
    const wait = this.take(`${name}|${clientOf(request.ip)}`, rule, Date.now());
    if (wait === 0) return true;
    throw new HttpException(
      { statusCode: 429, message: `Too many requests. Please try again in ${waitInWords(wait)}.`, retryAfter: wait },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  /** Counts the request if allowed and returns 0, or the seconds until one is allowed again. */
  private take(key: string, rule: RateLimitRule, now: number): number {
    const windowMs = rule.windowSeconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
    this.hits.delete(key);
    if (recent.length >= rule.limit) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    while (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
    return 0;
  }
}

/** The limit a route handler names, if any: the OpenAPI document lists 429 on the routes the guard may refuse. */
export const rateLimitOf = (handler: Function): RateLimitName | undefined => Reflect.getMetadata(RATE_LIMIT_KEY, handler);

/** Limits this route per client address (see RateLimitGuard); the limits live in config. */
export const RateLimit = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(RateLimitGuard));

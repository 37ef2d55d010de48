import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isAccountEmail } from '../http/fields';
import { ConfigError } from './config-error';
import { parseRateLimits, RateLimitName, RateLimitRule } from './rate-limits';
import { CompanyRegistrations, readCompanyRegistrations } from './company-registrations';

/** Everything the process reads from its environment, in one place (README lists each). */
export interface AppConfig {
  port: number;
  /** Interface the HTTP server listens on (127.0.0.1 by default; 0.0.0.0 in a container). */
  host: string;
  /** Origins allowed to call the API from a browser (CORS); empty = same origin only. */
  corsOrigins: string[];
  /** Fastify trustProxy: the proxies whose X-Forwarded-For is believed (false = trust nobody). */
  trustProxy: string | false;
  /** Serve the OpenAPI document and Swagger UI at /api/docs. */
  apiDocs: boolean;
  production: boolean;
  dataDir: string;
  eventstoreUrl?: string;
  mongoUrl?: string;
  mongoDb: string;
  natsUrl?: string;
  natsStream: string;
  /** JWT_SECRET; unset: a random secret kept in DATA_DIR/jwt.secret (platform/auth/jwt-secret.ts). */
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Serve the built storefront and back office from this process. */
  serveFrontends: boolean;
  /** Run projections and the relay in this process (false when `npm run worker` does it). */
  runWorkers: boolean;
  /**
   * PROJECTION_THREAD: with the embedded stores, the read models, the relay and the bus
   * consumers run on a worker thread of this process (the machine's other core), beside
   * the requests and process managers (projection-thread.ts).
   */
  projectionThread: boolean;
  /**
   * Set only in the projection thread's own context (never from the environment): it follows
   * the log and writes the read store, and leaves the start-up sweeps and checkpointing the
   * log to its process's main thread.
   */
  readSideThread?: boolean;
  /** Set only in the projection thread's context: the shared cell in which its main thread holds back log commits not yet on disk. */
  logSyncHold?: BigInt64Array;
  /** Per-address limits on public writes (RATE_LIMITS overrides the defaults in rate-limits.ts). */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** GSTIN, PAN and IEC shown in the storefront footer; only those configured. */
  company: CompanyRegistrations;
  /** The site's public address, for links in messages (never taken from a request's Host). */
  publicUrl: string;
  /** How long a booking request waits for its provider before it expires and frees its slots (BOOKING_RESPONSE_MINUTES). */
  bookingResponseMinutes: number;
  /** How long a seller's earning stays pending before it can be withdrawn (EARNINGS_CLEARING_HOURS). */
  earningsClearingHours: number;
  /** The marketplace's commission on a completed booking, in percent (SERVICE_COMMISSION_PERCENT). */
  serviceCommissionPercent: number;
  /** Seconds a hosted (sandbox) payment may take before its order is cancelled and its stock released. */
  paymentWindowSeconds: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

let preset: AppConfig | undefined;

/** The config the app context uses instead of the environment's: the projection thread is handed its process's. */
export function presetAppConfig(config: AppConfig): void {
  preset = config;
}

/** The preset config, else the environment's. */
export const appConfig = (): AppConfig => preset ?? loadConfig();

/**
 * An admin's password length, for ADMIN_PASSWORD and `npm run admin:create` alike: longer than
 * a customer's (this account can do everything), at most what sign-in takes.
 */
export const ADMIN_PASSWORD_MIN = 8;
export const ADMIN_PASSWORD_MAX = 200;

/** Shortest JWT_SECRET production accepts: HS256 wants a key as long as its hash. */
export const MIN_JWT_SECRET_BYTES = 32;

const FLAG_ON = ['1', 'true', 'yes', 'on'];
const FLAG_OFF = ['', '0', 'false', 'no', 'off'];

/** A switch: on or off in any of the usual words; a typo (RUN_WORKERS=ture) stops the start rather than turn it off unseen. */
function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const word = value.trim().toLowerCase();
  if (FLAG_ON.includes(word)) return true;
  if (FLAG_OFF.includes(word)) return false;
  throw new ConfigError(`${name} must be one of ${[...FLAG_ON, ...FLAG_OFF.slice(1)].join(', ')} (or empty for off), not "${value.slice(0, 40)}"`);
}

/** Names proxy-addr knows besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether proxy-addr takes `entry`: an address, an address/prefix (1 to 32, or to 128 for IPv6), an IPv4 address/netmask, or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (!family) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  if (/^\d{1,3}$/.test(range)) return Number(range) >= 1 && Number(range) <= (family === 6 ? 128 : 32);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: unset or off = trust nobody (request.ip is the socket peer); otherwise the
 * comma-separated addresses or CIDRs of the proxies in front (Fastify trustProxy through
 * proxy-addr, which also knows `loopback`, `linklocal` and `uniquelocal`). Trusting every
 * hop or a bare hop count is refused: a client could then pick its own address. Each entry
 * is checked here, so a wrong one is named at start instead of failing inside proxy-addr.
 */
function parseTrustProxy(value: string | undefined): string | false {
  const text = value?.trim();
  if (!text || ['false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text) || ['true', 'yes', 'on'].includes(text.toLowerCase()))
    throw new ConfigError('TRUST_PROXY must list the proxy addresses or CIDRs (e.g. 10.0.0.0/8 or loopback), not a hop count or "true"');
  const wrong = text.split(',').map((entry) => entry.trim()).filter((entry) => !isProxyEntry(entry));
  if (wrong.length)
    throw new ConfigError(`TRUST_PROXY: ${wrong.map((entry) => `"${entry}"`).join(', ')} is not an IP address, a CIDR such as 10.0.0.0/8 (prefix 1 to 32, or 128 for IPv6), or loopback, linklocal or uniquelocal`);
  return text;
}

/** The longest duration a setting may hold: the dates computed from it stay valid, the timers fire. */
const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;

interface NumberRule {
  min: number;
  max: number;
  /** Only whole numbers (ports, seconds, minutes); otherwise a decimal fraction is allowed. */
  whole?: boolean;
  /** What the number counts, for the message ("seconds"). */
  unit?: string;
}

/**
 * A number setting, unset or empty = `fallback`. Anything but plain decimal digits (`abc`,
 * `-5`, `1e3`, `0x10`), a fraction where a whole number is meant, or a value outside
 * [min, max] stops the start with a message naming the variable, instead of becoming NaN,
 * a negative lifetime or a random port.
 */
export function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, { min, max, whole = false, unit }: NumberRule): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = (whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    throw new ConfigError(`${name} must be a ${whole ? 'whole number' : 'number'}${unit ? ` of ${unit}` : ''} from ${min} to ${max}, not "${shown}"`);
  }
  return value;
}

/** `value` as an origin (scheme, host, optional port; lower-cased, no trailing slash), or null when it is not an http(s) address or has more (a path, a query, a user name). */
function siteOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password && !url.pathname.replace(/\/+$/, '') && !url.search && !url.hash;
  return bare ? url.origin : null;
}

/**
 * PUBLIC_URL: the scheme, host and optional port links in messages start with (a newsletter
 * confirmation). Anything else (`shop.example.in` without its scheme, a path the front ends are
 * not served under) would send every recipient a broken link, so it stops the start.
 */
function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  const origin = siteOrigin(value);
  if (!origin) throw new ConfigError(`PUBLIC_URL must be the site's address with its scheme and no path, such as https://shop.example.in, not "${value.slice(0, 80)}"`);
  return origin;
}

/**
 * CORS_ORIGINS: browsers send an Origin without a trailing slash or path, and CORS compares it
 * exactly, so `https://shop.example.in/` let no page in while looking right. Each entry is read
 * as its origin; one that is not an http(s) origin (no scheme, a path) stops the start.
 */
function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !siteOrigin(entry));
  if (wrong.length) throw new ConfigError(`CORS_ORIGINS: ${wrong.map((entry) => `"${entry.slice(0, 80)}"`).join(', ')} is not an origin such as https://shop.example.in (scheme, host and port, no path)`);
  return [...new Set(entries.map((entry) => siteOrigin(entry)!))];
}

/**
 * EVENTSTORE_URL and MONGO_URL by their scheme, the one thing each client's parser needs first:
 * `localhost:27017` or `http://…` otherwise stopped the start with the client's stack trace,
 * after other stores were opened, instead of one line naming the variable.
 */
function connectionString(env: NodeJS.ProcessEnv, name: 'EVENTSTORE_URL' | 'MONGO_URL', schemes: string[]): string | undefined {
  const value = env[name] || undefined;
  if (value !== undefined && !schemes.some((scheme) => value.toLowerCase().startsWith(scheme))) {
    throw new ConfigError(`${name} must start with ${schemes.join(' or ')}, not "${value.slice(0, 40)}"`);
  }
  return value;
}

/**
 * NATS_URL: one server or a comma-separated list, each nats://host:port, tls://host:port or a
 * bare host:port (the client's default port 4222 when none). The client strips any scheme and
 * resolves what is left, so `http://x` and `nats//host` went on to look for hosts `x` and `nats`,
 * and a port out of range or a ws:// address (this Node client speaks no websockets) ended the
 * start in its stack trace: a wrong entry stops it here, named.
 */
const NATS_SERVER = /^(?:(?:nats|tls):\/\/)?(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?)(?::(\d{1,5}))?\/?$/i;
function parseNatsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => {
    const m = NATS_SERVER.exec(entry);
    return !m || (m[2] !== undefined && (Number(m[2]) < 1 || Number(m[2]) > 65_535));
  });
  if (wrong.length) {
    throw new ConfigError(`NATS_URL: ${wrong.map((entry) => `"${entry.slice(0, 80)}"`).join(', ')} is not a NATS server such as nats://nats:4222, tls://nats.example.in:4222 or nats:4222 (port 1 to 65535; comma-separated for a cluster)`);
  }
  return entries.join(',');
}

/** What NODE_ENV may say: a mistyped 'Production' ran as development, with the dev outbox showing every one-time code. */
const NODE_ENVS = ['production', 'development', 'test'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (env.NODE_ENV && !NODE_ENVS.includes(env.NODE_ENV)) {
    throw new ConfigError(`NODE_ENV must be production, development or test (or unset for development), not "${env.NODE_ENV.slice(0, 40)}"`);
  }
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && production && Buffer.byteLength(jwtSecret) < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes in production (e.g. openssl rand -base64 48), or unset to keep a random one in DATA_DIR`);
  }
  const adminEmail = env.ADMIN_EMAIL || undefined;
  if (adminEmail !== undefined && !isAccountEmail(adminEmail)) throw new ConfigError(`ADMIN_EMAIL is not a valid e-mail address: "${adminEmail}"`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  // Checked here, before any store opens: the sign-up rules take any length, so ADMIN_PASSWORD=123 made an admin.
  if (adminPassword !== undefined && (adminPassword.length < ADMIN_PASSWORD_MIN || adminPassword.length > ADMIN_PASSWORD_MAX)) {
    throw new ConfigError(`ADMIN_PASSWORD must be from ${ADMIN_PASSWORD_MIN} to ${ADMIN_PASSWORD_MAX} characters long, not ${adminPassword.length}`);
  }
  const port = numberSetting(env, 'PORT', 3000, { min: 1, max: 65535, whole: true });
  return {
    port,
    host: env.HOST || '127.0.0.1',
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: flag('API_DOCS', env.API_DOCS, !production),
    production,
    // Empty as unset (DATA_DIR=${DATA_DIR} with nothing behind it): resolve('') would be the working folder.
    dataDir: resolve(env.DATA_DIR || './data'),
    eventstoreUrl: connectionString(env, 'EVENTSTORE_URL', ['esdb://', 'esdb+discover://']),
    mongoUrl: connectionString(env, 'MONGO_URL', ['mongodb://', 'mongodb+srv://']),
    // Empty as unset, as for every other name: compose's `${MONGO_DB:-}` would name no database (or no stream).
    mongoDb: env.MONGO_DB || 'bazaar',
    natsUrl: parseNatsUrl(env.NATS_URL),
    natsStream: env.NATS_STREAM || 'MARKET',
    jwtSecret,
    accessTokenTtlSeconds: numberSetting(env, 'ACCESS_TOKEN_TTL', 900, { min: 1, max: TEN_YEARS_SECONDS, whole: true, unit: 'seconds' }),
    refreshTokenTtlSeconds: numberSetting(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, { min: 1, max: TEN_YEARS_SECONDS, whole: true, unit: 'seconds' }),
    adminEmail,
    adminPassword,
    seedDemo: flag('SEED_DEMO', env.SEED_DEMO, !production),
    serveFrontends: flag('SERVE_FRONTENDS', env.SERVE_FRONTENDS, true),
    runWorkers: flag('RUN_WORKERS', env.RUN_WORKERS, true),
    projectionThread: flag('PROJECTION_THREAD', env.PROJECTION_THREAD, true),
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    company: readCompanyRegistrations(env),
    bookingResponseMinutes: numberSetting(env, 'BOOKING_RESPONSE_MINUTES', 240, { min: 1, max: TEN_YEARS_SECONDS / 60, whole: true, unit: 'minutes' }),
    earningsClearingHours: numberSetting(env, 'EARNINGS_CLEARING_HOURS', 168, { min: 0, max: TEN_YEARS_SECONDS / 3600, unit: 'hours' }),
    serviceCommissionPercent: numberSetting(env, 'SERVICE_COMMISSION_PERCENT', 10, { min: 0, max: 100, unit: 'percent' }),
    paymentWindowSeconds: numberSetting(env, 'PAYMENT_WINDOW_SECONDS', 900, { min: 1, max: TEN_YEARS_SECONDS, whole: true, unit: 'seconds' }),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
  };
}

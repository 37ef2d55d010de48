import { resolve } from 'node:path';
import { CompanyRegistrations, readCompanyRegistrations } from './company-registrations';

/** Everything the process reads from its environment, in one place (README lists each). */
export interface AppConfig {
  port: number;
  production: boolean;
  dataDir: string;
  eventstoreUrl?: string;
  mongoUrl?: string;
  mongoDb: string;
  natsUrl?: string;
  natsStream: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Serve the built storefront and back office from this process. */
  serveFrontends: boolean;
  /** Run projections and the relay in this process (false when `npm run worker` does it). */
  runWorkers: boolean;
  /** GSTIN, PAN and IEC shown in the storefront footer; only those configured. */
  company: CompanyRegistrations;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET ?? (production ? undefined : 'dev-only-secret-change-me');
  if (!jwtSecret) throw new Error('JWT_SECRET must be set in production');
  return {
    port: Number(env.PORT ?? 3000),
    production,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    mongoUrl: env.MONGO_URL || undefined,
    mongoDb: env.MONGO_DB ?? 'bazaar',
    natsUrl: env.NATS_URL || undefined,
    natsStream: env.NATS_STREAM ?? 'MARKET',
    jwtSecret,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !production),
    serveFrontends: flag(env.SERVE_FRONTENDS, true),
    runWorkers: flag(env.RUN_WORKERS, true),
    company: readCompanyRegistrations(env),
  };
}

import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AppModule } from '../../backend/src/app/app.module';
import { configureApp } from '../../backend/src/app/configure-app';
import { APP_CONFIG, AppConfig, loadConfig } from '../../backend/src/platform/config/app-config';
import { RATE_LIMIT_NAMES } from '../../backend/src/platform/config/rate-limits';
import { createHttpAdapter } from '../../backend/src/platform/http/fastify-adapter';

/** Suites sign up many accounts from one address; the rate-limit suite passes its own tight limits. */
const TEST_RATE_LIMITS = Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, { limit: 100_000, windowSeconds: 60 }])) as AppConfig['rateLimits'];

export const ADMIN = { email: 'root@bazaar.test', password: 'correct-horse-battery' };

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  /** Signs in and returns a bearer header for the given account. */
  bearer(email: string, password: string): Promise<{ Authorization: string }>;
  adminAuth(): Promise<{ Authorization: string }>;
  /** Signs up a customer and returns their bearer header. */
  customerAuth(name?: string): Promise<{ Authorization: string; userId: string }>;
  close(): Promise<void>;
}

/** The whole API in-process on embedded adapters, with a fresh data dir and the first admin. */
export async function startApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'bazaar-e2e-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    seedDemo: false,
    serveFrontends: false,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    eventstoreUrl: undefined,
    mongoUrl: undefined,
    natsUrl: undefined,
    rateLimits: TEST_RATE_LIMITS,
    ...overrides,
  };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).overrideProvider(APP_CONFIG).useValue(config).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), { logger: ['error'] });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const server = app.getHttpServer();
  const http = () => request(server);
  const bearer = async (email: string, password: string) => {
    const res = await http().post('/api/auth/login').send({ email, password }).expect(200);
    return { Authorization: `Bearer ${res.body.accessToken}` };
  };
  let customers = 0;
  return {
    app,
    config,
    http,
    bearer,
    adminAuth: () => bearer(ADMIN.email, ADMIN.password),
    async customerAuth(name = 'Asha Customer') {
      const email = `customer${++customers}-${Date.now()}@bazaar.test`;
      const res = await http().post('/api/auth/signup').send({ name, email, password: 'secret123' }).expect(201);
      return { Authorization: `Bearer ${res.body.accessToken}`, userId: res.body.user.id };
    },
    async close() {
      await app.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { eventually } from './eventually';

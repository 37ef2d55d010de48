import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';
import { ConfigError } from './config-error';
import { prepareDataDir, secureDataDir } from './data-dir';
import { thrownBy } from '../thrown.testing';

/** loadConfig with NODE_ENV=test and `env`, or the ConfigError it throws. */
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
const refusal = (env: Record<string, string>): string => thrownBy(() => load(env), ConfigError).message;

describe('loadConfig', () => {
  describe('numbers', () => {
    it('keeps the defaults when unset or empty', () => {
      expect(load({ PORT: '', ACCESS_TOKEN_TTL: ' ', REFRESH_TOKEN_TTL: '' })).toMatchObject({
        port: 3000, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 2_592_000, bookingResponseMinutes: 240, earningsClearingHours: 168, serviceCommissionPercent: 10, paymentWindowSeconds: 900,
        publicUrl: 'http://localhost:3000',
      });
    });

    it('reads whole seconds and a port, and derives PUBLIC_URL from the port', () => {
      expect(load({ PORT: '8080', ACCESS_TOKEN_TTL: '60', REFRESH_TOKEN_TTL: '3600', PAYMENT_WINDOW_SECONDS: '120', BOOKING_RESPONSE_MINUTES: '30' })).toMatchObject({
        port: 8080, accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 3600, paymentWindowSeconds: 120, bookingResponseMinutes: 30, publicUrl: 'http://localhost:8080',
      });
      expect(load({ EARNINGS_CLEARING_HOURS: '0', SERVICE_COMMISSION_PERCENT: '12.5' })).toMatchObject({ earningsClearingHours: 0, serviceCommissionPercent: 12.5 });
    });

    it.each([
      ['ACCESS_TOKEN_TTL', 'abc'],
      ['ACCESS_TOKEN_TTL', '-5'],
      ['ACCESS_TOKEN_TTL', '0'],
      ['ACCESS_TOKEN_TTL', '1.5'],
      ['ACCESS_TOKEN_TTL', '1e3'],
      ['REFRESH_TOKEN_TTL', '-5'],
      ['REFRESH_TOKEN_TTL', '0x10'],
      ['REFRESH_TOKEN_TTL', '99999999999999'],
      ['PORT', 'abc'],
      ['PORT', '0'],
      ['PORT', '65536'],
      ['PORT', '80.5'],
      ['BOOKING_RESPONSE_MINUTES', '0'],
      ['BOOKING_RESPONSE_MINUTES', 'soon'],
      ['EARNINGS_CLEARING_HOURS', '-1'],
      ['SERVICE_COMMISSION_PERCENT', '101'],
      ['SERVICE_COMMISSION_PERCENT', '10%'],
      ['PAYMENT_WINDOW_SECONDS', '0'],
      ['PAYMENT_WINDOW_SECONDS', 'NaN'],
    ])('refuses %s=%s, naming it', (name, value) => {
      expect(refusal({ [name]: value })).toMatch(new RegExp(`^${name} must be a (whole )?number`));
    });
  });

  describe('the other settings', () => {
    it('refuses each TRUST_PROXY entry proxy-addr would not take, naming TRUST_PROXY and the entry', () => {
      expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/^TRUST_PROXY: "10\.0\.0\.0\/33" is not/);
      expect(refusal({ TRUST_PROXY: 'loopback, proxy.internal' })).toMatch(/^TRUST_PROXY: "proxy\.internal" is not/);
      expect(refusal({ TRUST_PROXY: '10.0.0.1,,10.0.0.2' })).toMatch(/^TRUST_PROXY: "" is not/);
      expect(refusal({ TRUST_PROXY: '::1/129' })).toMatch(/TRUST_PROXY/);
      expect(refusal({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY/);
      expect(load({ TRUST_PROXY: '10.0.0.0/8, loopback, 192.168.0.0/255.255.0.0, ::1, fd00::/8, uniquelocal, linklocal' }).trustProxy).toBeTruthy();
    });

    it('refuses a malformed RATE_LIMITS, COMPANY_GSTIN, ADMIN_EMAIL or a short production JWT_SECRET as ConfigErrors', () => {
      expect(refusal({ RATE_LIMITS: 'login=abc' })).toMatch(/^RATE_LIMITS/);
      expect(refusal({ COMPANY_GSTIN: 'XYZ' })).toMatch(/^COMPANY_GSTIN/);
      expect(refusal({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'a long passphrase' })).toMatch(/^ADMIN_EMAIL/);
      expect(refusal({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toMatch(/^JWT_SECRET/);
    });

    it('refuses an ADMIN_PASSWORD shorter than 8 or longer than 200 characters (admin:create\'s limits) before any store opens', () => {
      expect(refusal({ ADMIN_EMAIL: 'first@example.in', ADMIN_PASSWORD: '123' })).toBe('ADMIN_PASSWORD must be from 8 to 200 characters long, not 3');
      expect(refusal({ ADMIN_EMAIL: 'first@example.in', ADMIN_PASSWORD: 'x'.repeat(201) })).toMatch(/^ADMIN_PASSWORD must be from 8 to 200 characters long/);
      expect(load({ ADMIN_EMAIL: 'first@example.in', ADMIN_PASSWORD: 'tamarind-grove' }).adminPassword).toBe('tamarind-grove');
      expect(load({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
    });

    it('refuses a NODE_ENV it does not know (a mistyped Production would run as development, its outbox open)', () => {
      for (const value of ['Production', 'prod', 'prodution']) expect(refusal({ NODE_ENV: value })).toMatch(/^NODE_ENV must be production, development or test/);
      for (const value of ['production', 'development', 'test']) expect(() => loadConfig({ NODE_ENV: value, JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
      expect(() => loadConfig({})).not.toThrow();
    });

    it('reads an empty DATA_DIR as unset (./data), never as the working folder', () => {
      expect(load({ DATA_DIR: '' }).dataDir).toBe(join(process.cwd(), 'data'));
    });

    it('takes PUBLIC_URL as a scheme, host and port, and refuses what would make broken links, naming it', () => {
      expect(load({ PUBLIC_URL: 'https://Shop.Example.in/' }).publicUrl).toBe('https://shop.example.in');
      expect(load({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
      for (const value of ['shop.example.in', 'notaurl', 'ftp://shop.example.in', 'https://shop.example.in/store', 'https://shop.example.in/?a=1', 'https://user:pw@shop.example.in']) {
        expect(refusal({ PUBLIC_URL: value })).toMatch(/^PUBLIC_URL must be the site's address with its scheme and no path/);
      }
    });

    it('reads each CORS_ORIGINS entry as its origin (a trailing slash never matched a browser), and refuses one that is not an origin, naming it', () => {
      expect(load({ CORS_ORIGINS: 'https://Shop.Example.in/, http://localhost:5173' }).corsOrigins).toEqual(['https://shop.example.in', 'http://localhost:5173']);
      expect(load({ CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
      expect(refusal({ CORS_ORIGINS: 'https://a.in, shop.example.in' })).toMatch(/^CORS_ORIGINS: "shop\.example\.in" is not an origin/);
      expect(refusal({ CORS_ORIGINS: 'https://a.in/app' })).toMatch(/^CORS_ORIGINS: "https:\/\/a\.in\/app" is not an origin/);
      expect(refusal({ CORS_ORIGINS: '*' })).toMatch(/^CORS_ORIGINS: "\*" is not an origin/);
    });

    it('refuses an EVENTSTORE_URL or MONGO_URL without its scheme in one line naming it, before any client parses it', () => {
      expect(refusal({ MONGO_URL: 'localhost:27017' })).toBe('MONGO_URL must start with mongodb:// or mongodb+srv://, not "localhost:27017"');
      expect(refusal({ EVENTSTORE_URL: 'http://localhost:2113' })).toBe('EVENTSTORE_URL must start with esdb:// or esdb+discover://, not "http://localhost:2113"');
      expect(load({ EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false', MONGO_URL: 'mongodb+srv://cluster.example.in' })).toMatchObject({ eventstoreUrl: 'esdb://eventstore:2113?tls=false', mongoUrl: 'mongodb+srv://cluster.example.in' });
      expect(load({ EVENTSTORE_URL: '', MONGO_URL: '' })).toMatchObject({ eventstoreUrl: undefined, mongoUrl: undefined });
    });

    it("refuses a NATS_URL the NATS client cannot connect to in one line naming it, and takes what it documents (a scheme, host:port, a cluster's list)", () => {
      expect(load({ NATS_URL: 'nats://localhost:4222' }).natsUrl).toBe('nats://localhost:4222');
      expect(load({ NATS_URL: 'nats-1:4222, tls://nats-2.example.in:4223,nats://10.0.0.3,[::1]:4222' }).natsUrl).toBe('nats-1:4222,tls://nats-2.example.in:4223,nats://10.0.0.3,[::1]:4222');
      expect(load({ NATS_URL: 'NATS://nats' }).natsUrl).toBe('NATS://nats');
      expect(load({ NATS_URL: '' }).natsUrl).toBeUndefined();
      expect(refusal({ NATS_URL: 'nats//host' })).toBe('NATS_URL: "nats//host" is not a NATS server such as nats://nats:4222, tls://nats.example.in:4222 or nats:4222 (port 1 to 65535; comma-separated for a cluster)');
      expect(refusal({ NATS_URL: 'http://x' })).toMatch(/^NATS_URL: "http:\/\/x" is not a NATS server/);
      expect(refusal({ NATS_URL: 'nats://a:4222,b:99999,c:0' })).toMatch(/^NATS_URL: "b:99999", "c:0" is not a NATS server/);
      // The Node client refuses websockets (it would need wsconnect), and a path or a trailing comma reach no server.
      for (const wrong of ['ws://nats:8080', 'wss://nats.example.in', 'nats://nats:4222/jetstream', 'nats://user:pass@nats:4222', 'nats:4222,']) expect(refusal({ NATS_URL: wrong })).toMatch(/^NATS_URL: ".*" is not a NATS server/);
    });

    it('reads a flag in the usual words, empty as off, and refuses any other word naming the flag (RUN_WORKERS=ture turned the workers off unseen)', () => {
      for (const on of ['1', 'true', 'YES', 'on', ' On ']) expect(loadConfig({ RUN_WORKERS: on }).runWorkers).toBe(true);
      for (const off of ['', '0', 'false', 'No', 'off']) expect(loadConfig({ RUN_WORKERS: off }).runWorkers).toBe(false);
      expect(loadConfig({}).runWorkers).toBe(true);
      expect(() => loadConfig({ RUN_WORKERS: 'ture' })).toThrow(new ConfigError('RUN_WORKERS must be one of 1, true, yes, on, 0, false, no, off (or empty for off), not "ture"'));
      expect(() => loadConfig({ SEED_DEMO: 'enabled' })).toThrow(/^SEED_DEMO must be one of/);
    });
    it('reads an empty MONGO_DB or NATS_STREAM as unset (their defaults), never as a nameless database or stream', () => {
      expect(load({ MONGO_DB: '', NATS_STREAM: '' })).toMatchObject({ mongoDb: 'bazaar', natsStream: 'MARKET' });
      expect(load({ MONGO_DB: 'shop', NATS_STREAM: 'SHOP' })).toMatchObject({ mongoDb: 'shop', natsStream: 'SHOP' });
    });
  });
});

describe('prepareDataDir', () => {
  it('makes DATA_DIR and its missing parents, private', () => {
    const root = mkdtempSync(join(tmpdir(), 'bazaar-data-dir-'));
    try {
      prepareDataDir(join(root, 'a', 'b'));
      expect(statSync(join(root, 'a', 'b')).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a folder holding other files and no Bazaar data (the app folder, a home), and takes an empty or existing data folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'bazaar-data-dir-'));
    try {
      writeFileSync(join(root, 'package.json'), '{}');
      chmodSync(join(root, 'package.json'), 0o644);
      expect(() => prepareDataDir(root)).toThrow(/^DATA_DIR .* holds other files and no Bazaar data/);
      expect(() => secureDataDir(root)).toThrow(ConfigError);
      expect(statSync(join(root, 'package.json')).mode & 0o777).toBe(0o644);
      writeFileSync(join(root, 'identity.sqlite'), '');
      expect(() => prepareDataDir(root)).not.toThrow();
      const empty = join(root, 'fresh');
      mkdirSync(join(empty, 'lost+found'), { recursive: true });
      writeFileSync(join(empty, '.gitkeep'), '');
      expect(() => prepareDataDir(empty)).not.toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses at once a DATA_DIR that cannot be made (under /proc mkdir -p never returned)', () => {
    expect(() => prepareDataDir('/proc/bazaar-x/data')).toThrow(ConfigError);
    expect(() => prepareDataDir('/proc/bazaar-x/data')).toThrow(/^DATA_DIR \/proc\/bazaar-x\/data cannot be created or written to \(ENOENT\)$/);
  });
});

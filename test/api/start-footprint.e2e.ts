import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/server';

const root = join(__dirname, '../..');

/**
 * What the built app loads before it starts, on the embedded defaults. The production
 * adapters' clients load only when their URL is set, and the PDF and image libraries at
 * their first use (ADR 0038): together they cost about 0.7 s of every start, on two threads.
 */
describe('the built app at start', () => {
  it('loads neither the EventStoreDB, MongoDB nor NATS client, nor pdfkit or sharp, with the rest of the app', () => {
    // The app module is what main.js and the projection thread both load.
    const probe = `
      require(${JSON.stringify(join(root, 'backend/dist/app/app.module.js'))});
      const loaded = Object.keys(require.cache);
      const heavy = ['@eventstore/db-client', 'mongodb', '@nats-io/transport-node', '@nats-io/jetstream', 'pdfkit', 'sharp'];
      console.log(JSON.stringify({ modules: loaded.length, heavy: heavy.filter((name) => loaded.some((file) => file.includes('/node_modules/' + name + '/'))) }));`;
    const { modules, heavy } = JSON.parse(execFileSync(process.execPath, ['-e', probe], { cwd: root, encoding: 'utf8' }));
    expect(modules).toBeGreaterThan(500); // the whole app was loaded
    expect(heavy).toEqual([]);
  });
});

/**
 * A wrong setting stops the start with one line naming it and exit code 1, before anything is
 * opened; a wrong command line stops a CLI with one line and exit code 2. No stack either way.
 */
describe('a wrong setting or command line', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'bazaar-start-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs a built entry point with `env` (a hang bound: DATA_DIR=/proc/x used to hang for ever). */
  const run = (script: string, env: Record<string, string>, args: string[] = [], timeout = 30_000) => {
    const result = spawnSync(process.execPath, [join(root, 'backend/dist', script), ...args], {
      cwd: root, encoding: 'utf8', timeout, env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', DATA_DIR: join(dataDir, 'data'), ...env },
    });
    const lines = result.stderr.split('\n').filter((line) => line.trim() && !line.includes('[static]'));
    return { status: result.status, lines, stdout: result.stdout };
  };

  it.each([
    [{ ACCESS_TOKEN_TTL: 'abc' }, 'ACCESS_TOKEN_TTL must be a whole number of seconds from 1 to 315360000, not "abc"'],
    [{ REFRESH_TOKEN_TTL: '-5' }, 'REFRESH_TOKEN_TTL must be a whole number of seconds from 1 to 315360000, not "-5"'],
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535, not "abc"'],
    [{ RATE_LIMITS: 'login=abc' }, expect.stringMatching(/^RATE_LIMITS: "login=abc" must be/)],
    [{ TRUST_PROXY: '10.0.0.0/33' }, expect.stringMatching(/^TRUST_PROXY: "10\.0\.0\.0\/33" is not an IP address/)],
    [{ NODE_ENV: 'production', JWT_SECRET: 'short' }, expect.stringMatching(/^JWT_SECRET must be at least 32 bytes/)],
    [{ DATA_DIR: '/proc/bazaar-x' }, 'DATA_DIR /proc/bazaar-x cannot be created or written to (ENOENT)'],
    [{ ADMIN_EMAIL: 'first@example.in', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD must be from 8 to 200 characters long, not 3'],
  ])('main.js with %j prints one line and exits 1', (env, message) => {
    const { status, lines } = run('main.js', env);
    expect({ status, lines }).toEqual({ status: 1, lines: [expect.any(String)] });
    expect(lines[0].slice('Configuration error: '.length)).toEqual(message);
    expect(lines[0].startsWith('Configuration error: ')).toBe(true);
    expect(readdirSync(dataDir)).toEqual([]); // nothing opened
  });

  it('main.js on a port another process holds says so, naming PORT, before building the app', async () => {
    const port = await freePort();
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      const { status, lines, stdout } = run('main.js', { PORT: String(port) });
      expect({ status, lines }).toEqual({ status: 1, lines: [`Configuration error: Port ${port} is already in use (PORT)`] });
      expect(stdout).not.toContain('successfully started');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('main.js with a too-common ADMIN_PASSWORD names ADMIN_PASSWORD in one line', async () => {
    const { status, lines } = run('main.js', { PORT: String(await freePort()), ADMIN_EMAIL: 'first@example.in', ADMIN_PASSWORD: 'password', PROJECTION_THREAD: 'false' }, [], 90_000);
    expect({ status, lines }).toEqual({ status: 1, lines: ['Configuration error: ADMIN_PASSWORD: This password is too common; please choose another'] });
  });

  it('the worker refuses a wrong setting the same way', () => {
    const { status, lines } = run('worker.js', { PAYMENT_WINDOW_SECONDS: '0' });
    expect({ status, lines }).toEqual({ status: 1, lines: ['Configuration error: PAYMENT_WINDOW_SECONDS must be a whole number of seconds from 1 to 315360000, not "0"'] });
  });

  it('admin:create refuses a malformed e-mail, and projections:rebuild a misspelt or empty --only, before opening anything', () => {
    const admin = run('cli/admin-create.js', {}, ['--email', 'not-an-email', '--password', 'a long passphrase']);
    expect(admin).toMatchObject({ status: 2, lines: [expect.stringMatching(/^--email "not-an-email" is not a valid e-mail address\. Usage: npm run admin:create/)] });
    const misspelt = run('cli/projections-rebuild.js', {}, ['--onyl', 'rates']);
    expect(misspelt).toMatchObject({ status: 2, lines: [expect.stringMatching(/^Unknown option --onyl; known: --only\. Usage/)], stdout: '' });
    const empty = run('cli/projections-rebuild.js', {}, ['--only']);
    expect(empty).toMatchObject({ status: 2, lines: [expect.stringMatching(/^--only needs a value\. Usage/)], stdout: '' });
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

/** The operations CLIs (README, Other scripts; docs/operations.md) run as written on one new DATA_DIR. */
describe('the operations CLIs on a new DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => (dataDir = mkdtempSync(join(tmpdir(), 'bazaar-ops-cli-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (script: string, args: string[], nodeOptions: string[] = []) => {
    const result = spawnSync(process.execPath, [...nodeOptions, join(root, 'backend/dist/cli', script), ...args], {
      cwd: root, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', DATA_DIR: dataDir },
    });
    return { status: result.status, stdout: result.stdout, lines: result.stderr.split('\n').filter((line) => line.trim()) };
  };

  it('admin:create makes the admin once (exit 0), then refuses the same e-mail and a password holding the name in one line (exit 1)', () => {
    const made = cli('admin-create.js', ['--email', 'ops.lead@example.in', '--password', 'tamarind-grove-35', '--name', 'Meera Nair']);
    expect(made).toMatchObject({ status: 0, lines: [] });
    expect(made.stdout).toMatch(/^Admin created: ops\.lead@example\.in \([0-9a-f-]{36}\)\. Sign in at \/admin\/auth\.$/m);
    expect(cli('admin-create.js', ['--email', 'ops.lead@example.in', '--password', 'tamarind-grove-35'])).toMatchObject({ status: 1, lines: ['An account with this email already exists: ops.lead@example.in'] });
    expect(cli('admin-create.js', ['--email', 'ops.two@example.in', '--password', 'ops-admin-pass-77', '--name', 'Ops Admin'])).toMatchObject({ status: 1, lines: ['Your password must not contain your email address or name'] });
  });

  it('projections:rebuild -- --only rates rebuilds the one read model named, says so in the singular, and exits 0', () => {
    const { status, stdout } = cli('projections-rebuild.js', ['--only', 'rates'], ['--max-semi-space-size=64']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Rebuilding 1 read model: rates@v\d+$/m);
    expect(stdout).toMatch(/^Replayed \d+ events in /m);
  });

  it('replay writes the CSV to --out, or alone on stdout without it (what npm run -s replay pipes)', () => {
    const out = join(dataDir, 'activity.csv');
    const written = cli('replay.js', ['rate-activity', '--interval', 'week', '--out', out]);
    expect(written.status).toBe(0);
    expect(readFileSync(out, 'utf8').split(/\r?\n/)[0]).toBe('bucket,added,changed,delisted');
    const piped = cli('replay.js', ['orders', '--interval', 'day']);
    expect(piped.status).toBe(0);
    expect(piped.stdout.split(/\r?\n/)[0]).toBe('bucket,dimension,key,orders,revenue,cancelled');
  });
});

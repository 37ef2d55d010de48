import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './server';

const root = resolve(__dirname, '../..');

/**
 * The built server (`backend/dist/main.js`, so `npm run build` first) as its own process on
 * DATA_DIR, for tests that kill it with SIGKILL and start it again on the same folder.
 */
export function bootBuilt(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'false', SERVE_FRONTENDS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return { child, url, ready };
}

export const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));

/** The admin the kill -9 suites sign in as. */
export const CRASH_ADMIN = { email: 'crash-admin@bazaar.test', password: 'crash-test-secret-1' };

/**
 * For a suite that kills its server and starts it again on one DATA_DIR: `boot()` starts the
 * built server there on a free port (CRASH_ADMIN, sign-ups and sign-ins unthrottled). After the
 * suite, the server started last is killed if it still runs, and the folder removed.
 */
export function crashableApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-crash-'));
  let running: ChildProcess | null = null;
  afterAll(async () => {
    if (running && running.exitCode === null) {
      running.kill('SIGKILL');
      await exited(running);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    boot: async () => {
      const booted = bootBuilt(dataDir, await freePort(), { ADMIN_EMAIL: CRASH_ADMIN.email, ADMIN_PASSWORD: CRASH_ADMIN.password, RATE_LIMITS: 'signup=1000/60,login=1000/60,supplierRegistration=1000/60' });
      running = booted.child;
      return booted;
    },
  };
}

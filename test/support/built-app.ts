import { ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

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

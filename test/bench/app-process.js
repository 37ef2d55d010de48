// Shared by the benches that need the started app: a free port, and main.js in its own
// process on a fresh DATA_DIR with production settings, ready once /api/health answers.
'use strict';

const { spawn } = require('node:child_process');
const { mkdtempSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');
/** USER_HZ: the unit of utime and stime in /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100;

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** Resolves once `url` answers (200 unless `anyStatus`); the process must stay alive meanwhile. */
async function waitUntilUp(url, child, output = () => '', anyStatus = false) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output()}`);
    if (await fetch(url).then((r) => anyStatus || r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`process did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `node backend/dist/main.js` with production settings plus `env`; returns its base URL and stop(). */
async function startApp(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (profile before optimising).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-bench-only-secret-bench-only', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  await waitUntilUp(`${base}/api/health`, child, () => output);
  return {
    base,
    dataDir,
    /** CPU time the app has used so far (user + system, ms), from /proc: less sensitive to other load than wall time. */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
    /** The same per thread of the app (thread id -> ms); the request thread's id is the process id. */
    threadCpuMs() {
      const threads = {};
      for (const tid of readdirSync(`/proc/${child.pid}/task`)) {
        try {
          const fields = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
          threads[tid] = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
        } catch {
          // the thread ended meanwhile
        }
      }
      return threads;
    },
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { freePort, startApp, waitUntilUp };

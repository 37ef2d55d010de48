import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface NatsServer {
  /** nats://127.0.0.1:<port> */
  url: string;
  /** Kills the server and removes its JetStream store. */
  stop(): Promise<void>;
  /** Kills the server but keeps its store: an outage, until `restart`. */
  halt(): Promise<void>;
  /** Starts it again on the same port and store (after `halt`). */
  restart(): Promise<void>;
}

// Debian installs it in /usr/sbin; NATS_SERVER_BIN overrides, PATH is the last resort.
const BINARY =
  process.env.NATS_SERVER_BIN ??
  ['/usr/bin/nats-server', '/usr/sbin/nats-server'].find((candidate) => existsSync(candidate)) ??
  'nats-server';
const START_TIMEOUT_MS = 10_000;

/**
 * Starts a throwaway nats-server with JetStream on a free loopback port and a temporary
 * store directory. Call stop() in afterAll.
 */
export async function startNatsServer(): Promise<NatsServer> {
  // The free port can be taken between probing and binding (tests run in parallel): retry.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce();
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function startOnce(): Promise<NatsServer> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nats-js-'));
  let running = await launch(port, dir).catch(async (error) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      await running.kill();
      await rm(dir, { recursive: true, force: true });
    },
    halt: () => running.kill(),
    async restart() {
      running = await launch(port, dir);
    },
  };
}

/** One nats-server process on `port` with its store in `dir`, ready (INFO received) when this resolves. */
async function launch(port: number, dir: string): Promise<{ kill(): Promise<void> }> {
  const child = spawn(BINARY, ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Always drain the log (a full pipe would block the server); keep the tail for errors.
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | string | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => resolve(error.message)); // e.g. ENOENT: no binary
  });
  try {
    await Promise.race([
      waitForNatsInfo(port),
      exited.then((code) => Promise.reject(new Error(`nats-server exited with ${code}:\n${log}`))),
    ]);
  } catch (error) {
    await kill(child, exited);
    throw error;
  }
  return { kill: () => kill(child, exited) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Ready means a client gets the server's INFO line, not merely an open port. */
async function waitForNatsInfo(port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await receivesInfo(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nats-server did not accept connections on port ${port} within ${START_TIMEOUT_MS} ms`);
}

function receivesInfo(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('INFO')));
    socket.once('error', () => done(false));
  });
}

async function kill(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  signal(pid, 'SIGTERM');
  const timer = setTimeout(() => signal(pid, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

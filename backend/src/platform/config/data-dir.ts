import { accessSync, chmodSync, constants, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { ConfigError } from './config-error';

/** DATA_DIR holds secrets (keys, password hashes, the log): only the server's user may read it. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * `mkdir -p`, one level at a time: Node 20's `mkdirSync(dir, {recursive: true})` never returns
 * for a path it cannot make under /proc (DATA_DIR=/proc/x hung the start); a level made in
 * turn fails at once with the reason.
 */
function makeDirs(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) makeDirs(parent);
  try {
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Creates the folder (mode 700) or tightens an existing one. */
export function ensurePrivateDir(dir: string): string {
  makeDirs(dir);
  chmodSync(dir, PRIVATE_DIR_MODE);
  return dir;
}

/**
 * Makes DATA_DIR (mode 700) and checks that this process may write in it, before anything
 * opens a store there: a path that cannot be made or written is a ConfigError naming DATA_DIR.
 */
export function prepareDataDir(dir: string): void {
  refuseForeignFolder(dir);
  try {
    ensurePrivateDir(dir);
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new ConfigError(`DATA_DIR ${dir} cannot be created or written to (${code ?? message})`);
  }
}

/** Files only a Bazaar data folder holds (any one will do: a log seeded alone, a restored backup). */
const DATA_DIR_MARKS = ['identity.sqlite', 'keys.sqlite', 'events.sqlite', 'read-models.sqlite', 'jwt.secret', 'unique-keys.secret', 'scheduler.json'];

/**
 * A folder that already holds other things and none of our stores is not a data folder (DATA_DIR
 * pointing at the app's own folder, a home directory, /): the server would put the log there
 * and make everything in it private. Refused, naming DATA_DIR; an empty or missing folder is new.
 */
function refuseForeignFolder(dir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return; // missing (made next) or unreadable (reported by the caller's own check)
  }
  // A fresh disk's lost+found and hidden files (.gitkeep) don't make a folder someone else's.
  const others = entries.filter((entry) => entry !== 'lost+found' && !entry.startsWith('.'));
  if (others.length > 0 && !DATA_DIR_MARKS.some((mark) => entries.includes(mark))) {
    throw new ConfigError(`DATA_DIR ${dir} holds other files and no Bazaar data (such as identity.sqlite or events.sqlite); choose an empty folder or an existing data folder`);
  }
}

/**
 * Tightens a file and the files SQLite keeps beside it (-wal, -shm, -journal) to mode 600.
 * SQLite creates those with the process umask, so this runs after the database is opened.
 */
export function makePrivate(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
  }
}

/**
 * A random secret kept in DATA_DIR/<name> (mode 600), made on first use. It is written to a
 * temporary file and hard-linked into place, so when two processes sharing DATA_DIR start
 * together the first link wins and the other reads a complete file, never a partial one.
 */
export function dataDirSecret(dataDir: string, name: string, bytes = 32): Buffer {
  const path = join(ensurePrivateDir(dataDir), name);
  if (!existsSync(path)) {
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temporary, randomBytes(bytes).toString('base64'), { flag: 'wx', mode: PRIVATE_FILE_MODE });
    try {
      linkSync(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  makePrivate(path);
  const secret = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (secret.length < bytes) throw new Error(`${path} holds a secret shorter than ${bytes} bytes; restore it from the backup`);
  return secret;
}

/**
 * Makes DATA_DIR private: the process umask becomes 077 (every file made from now on, by
 * SQLite, uploads or secrets, is 600 and every folder 700), and what already exists is
 * tightened. Called when the stores open and again once the app has started.
 */
export function secureDataDir(dataDir: string): void {
  if (!isMainThread) return; // the umask is the process's: its main thread set it (a worker may not)
  process.umask(0o077);
  refuseForeignFolder(dataDir);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        chmodSync(path, PRIVATE_DIR_MODE);
        walk(path);
      } else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
    }
  };
  walk(ensurePrivateDir(dataDir));
}

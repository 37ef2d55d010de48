import { ACCOUNT_NAME_MAX, isAccountEmail } from '../platform/http/fields';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN } from '../platform/config/app-config';
import { exitOnStartError } from '../platform/config/config-error';
import { DomainError } from '../platform/domain/domain-error';

/** The command line is wrong: the CLI prints the message and its usage on one line, and exits 2 (its usage code). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  /** Each flag's value (a flag is given at most once). */
  flags: Map<string, string>;
  /** The words that are neither a flag nor a flag's value. */
  positional: string[];
}

/**
 * `--name value` or `--name=value` for the flags in `known`; every flag takes a value, kept as
 * typed (`--name ""` is the empty string, never 'true'). An unknown flag or a flag without
 * its value is refused, so a typo (`--onyl rates`) does not silently run with the defaults.
 * A value that starts with `--` must use the `--name=value` form. A flag given twice is
 * refused too: which of `--email a@x --email b@y` was meant cannot be told, so none is taken.
 */
export function parseArgs(argv: readonly string[], known: readonly string[]): ParsedArgs {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const match = /^--([\w-]+)(?:=([\s\S]*))?$/.exec(arg);
    const name = match?.[1];
    if (!name || !known.includes(name)) throw new UsageError(`Unknown option ${arg.split('=')[0]}; known: ${known.map((k) => `--${k}`).join(', ')}`);
    if (flags.has(name)) throw new UsageError(`--${name} is given more than once`);
    let value = match[2];
    if (value === undefined) {
      if (i + 1 >= argv.length || argv[i + 1].startsWith('--')) throw new UsageError(`--${name} needs a value`);
      value = argv[++i];
    }
    flags.set(name, value);
  }
  return { flags, positional };
}

/** The value given for `name` (undefined when absent). */
export const valueOf = (args: ParsedArgs, name: string): string | undefined => args.flags.get(name);

/** Refuses words the tool does not take (`--email a@b.in stray`). */
export function noPositional(args: ParsedArgs): void {
  if (args.positional.length) throw new UsageError(`Unexpected argument ${args.positional.map((p) => `"${p}"`).join(', ')}`);
}

export interface AdminCreateInput {
  email: string;
  password: string;
  name: string;
}

/**
 * `--email a@b.in --password '…' [--name "Full Name"]`: the e-mail checked by the rule sign-up
 * and sign-in use (an admin with a malformed one could never sign in), an empty or absent
 * name is "Administrator", the name and password within their sign-up limits.
 */
export function adminCreateInput(argv: readonly string[]): AdminCreateInput {
  const args = parseArgs(argv, ['email', 'password', 'name']);
  noPositional(args);
  const email = valueOf(args, 'email')?.trim() ?? '';
  const password = valueOf(args, 'password') ?? '';
  const name = valueOf(args, 'name')?.trim() || 'Administrator';
  if (!email) throw new UsageError('--email is required');
  if (!isAccountEmail(email)) throw new UsageError(`--email "${email}" is not a valid e-mail address`);
  if (!password) throw new UsageError('--password is required');
  if (password.length < ADMIN_PASSWORD_MIN) throw new UsageError(`--password must be at least ${ADMIN_PASSWORD_MIN} characters`);
  if (password.length > ADMIN_PASSWORD_MAX) throw new UsageError(`--password must be at most ${ADMIN_PASSWORD_MAX} characters`);
  if (name.length > ACCOUNT_NAME_MAX) throw new UsageError(`--name must be at most ${ACCOUNT_NAME_MAX} characters`);
  return { email, password, name };
}

/** `[--only name[,name]]`: the read models to rebuild, null for all. An empty --only is refused, never read as "all". */
export function rebuildSelection(argv: readonly string[]): string[] | null {
  const args = parseArgs(argv, ['only']);
  noPositional(args);
  const given = valueOf(args, 'only');
  if (given === undefined) return null;
  const names = given.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names.length) throw new UsageError('--only needs one or more read model names (name[,name])');
  return names;
}

export interface ReplayInput {
  report: string | undefined;
  from?: string;
  to?: string;
  interval?: string;
  out?: string;
}

/** `<report> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--interval day|week|month] [--out file.csv]`. */
export function replayInput(argv: readonly string[]): ReplayInput {
  const args = parseArgs(argv, ['from', 'to', 'interval', 'out']);
  if (args.positional.length > 1) throw new UsageError(`One report at a time, not ${args.positional.map((p) => `"${p}"`).join(', ')}`);
  const out = valueOf(args, 'out');
  if (out !== undefined && !out.trim()) throw new UsageError('--out needs a file name');
  return { report: args.positional[0], from: valueOf(args, 'from'), to: valueOf(args, 'to'), interval: valueOf(args, 'interval'), out };
}

/**
 * How a command-line tool ends on an error: a wrong command line is one line, its message
 * and the usage (exit 2); a setting or a refused input (ConfigError, DomainError) one line (exit 1);
 * anything else with its stack (exit 1).
 */
export function exitOnCliError(usage: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}. ${usage}`);
      process.exit(2);
    }
    if (error instanceof DomainError) {
      console.error(error.errors ? Object.values(error.errors).join('; ') : error.message);
      process.exit(1);
    }
    exitOnStartError(error);
  };
}

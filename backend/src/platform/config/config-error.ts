/**
 * A setting the process cannot start with (an environment variable, DATA_DIR, the port).
 * The entry points (main.ts, worker.ts, the CLIs) print it as one line,
 * `Configuration error: <message>`, and exit 1: the message names the variable, and a stack
 * would only hide it. Anything else that stops the start keeps its stack.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** How an entry point ends on an error: a ConfigError as one line, anything else with its stack; exit code 1 either way. */
export function exitOnStartError(error: unknown): never {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
}

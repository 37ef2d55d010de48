import { createServer } from 'node:net';
import { ConfigError } from '../config/config-error';

/** A listen failure the operator caused (the port taken, a privileged port, a HOST not on this machine) as a ConfigError naming the variable; other errors as they are. */
export function listenError(error: unknown, port: number, host: string): unknown {
  switch ((error as NodeJS.ErrnoException)?.code) {
    case 'EADDRINUSE':
      return new ConfigError(`Port ${port} is already in use (PORT)`);
    case 'EACCES':
      return new ConfigError(`Port ${port} needs privileges this process does not have (PORT)`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConfigError(`${host} is not an address of this machine (HOST)`);
    default:
      return error;
  }
}

/**
 * Opens and closes the port before the app is built: a port in use stops the start at once,
 * before the stores open and the seed runs (and before Nest logs that it started).
 */
export function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(listenError(error, port, host)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds a demo account's sign-in to DATA_DIR/demo-accounts.txt (mode 600), so a seed part's
 * accounts (demo admin, vendors, providers) can be used from the storefront and back office.
 */
export function recordDemoAccount(dataDir: string, title: string, email: string, password: string): string {
  const file = join(dataDir, 'demo-accounts.txt');
  appendFileSync(file, `${title}\n  email: ${email}\n  password: ${password}\n`, { mode: 0o600 });
  return file;
}

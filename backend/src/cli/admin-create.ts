import { systemContext } from '../platform/event-store/metadata';
import { IdentityService } from '../modules/identity/identity.service';
import { appContext } from './app-context';
import { ADMIN_PASSWORD_MIN } from '../platform/config/app-config';
import { adminCreateInput, exitOnCliError } from './cli-args';

const USAGE = `Usage: npm run admin:create -- --email admin@example.com --password <at least ${ADMIN_PASSWORD_MIN} characters> [--name "Full Name"]`;

/** npm run admin:create -- --email a@b.in --password '...' [--name "Full Name"] */
async function main() {
  const { email, password, name } = adminCreateInput(process.argv.slice(2));
  const app = await appContext({ RUN_WORKERS: 'false', SEED_DEMO: 'false', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, SERVE_FRONTENDS: 'false' });
  try {
    const identity = app.get(IdentityService);
    if (await identity.emailTaken(email)) {
      console.error(`An account with this email already exists: ${email}`);
      process.exitCode = 1;
      return;
    }
    const user = await identity.register({ name, email, password, role: 'admin' }, systemContext('npm run admin:create'));
    console.log(`Admin created: ${user.email} (${user._id}). Sign in at /admin/auth.`);
  } finally {
    await app.close();
  }
}

main().catch(exitOnCliError(USAGE));

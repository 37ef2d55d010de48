import { appContext } from './cli/app-context';
import { exitOnStartError } from './platform/config/config-error';

/**
 * npm run worker — projections, the relay and bus consumers in their own process, for when
 * API replicas run with RUN_WORKERS=false. Never seeds (the API does).
 */
async function main() {
  const app = await appContext({ RUN_WORKERS: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, SERVE_FRONTENDS: 'false' });
  app.enableShutdownHooks();
  console.log('Bazaar worker running: projections, relay and bus consumers.');
}

main().catch(exitOnStartError);

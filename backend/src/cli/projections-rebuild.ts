import { SingleBar } from 'cli-progress';
import { EventCatalog } from '../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { trackedRebuild } from '../platform/projections/rebuild-jobs';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { appContext } from './app-context';
import { exitOnCliError, rebuildSelection, UsageError } from './cli-args';

const USAGE = 'Usage: npm run projections:rebuild [-- --only name[,name]]';

/**
 * npm run projections:rebuild [-- --only name[,name]] — rebuilds read models from the whole
 * log beside the live ones (blue/green), then switches each; running workers (the API's
 * included) follow the switch, and the System page shows the progress.
 */
async function main() {
  const only = rebuildSelection(process.argv.slice(2));
  const app = await appContext({ RUN_WORKERS: 'false', SEED_DEMO: 'false', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  try {
    const store = app.get<EventStore>(EVENT_STORE);
    const readStore = app.get<ReadStore>(READ_STORE);
    const all = app.get(ProjectionRegistry).all();
    const unknown = only?.filter((name) => !all.some((p) => p.name === name)) ?? [];
    if (unknown.length) throw new UsageError(`Unknown read model ${unknown.join(', ')}; known: ${all.map((p) => p.name).join(', ')}`);
    const projections = only ? all.filter((p) => only.includes(p.name)) : all;
    console.log(`Rebuilding ${projections.length} read model${projections.length === 1 ? '' : 's'}: ${projections.map((p) => `${p.name}@v${p.version}`).join(', ')}`);
    const started = Date.now();
    const bar = new SingleBar({
      format: ' {bar} {percentage}% | {processed} events | {eps} events/s | ETA {eta_formatted}',
      hideCursor: true,
    });
    const head = await store.headPosition();
    bar.start(Math.max(head, 1), 0, { processed: 0, eps: 0 });
    const result = await trackedRebuild({ store, readStore, catalog: app.get(EventCatalog) }, projections, 'cli', (p) => {
      const seconds = (Date.now() - started) / 1000;
      bar.update(p.position, { processed: p.processed, eps: Math.round(p.processed / Math.max(seconds, 0.001)) });
    });
    bar.update(Math.max(head, 1));
    bar.stop();
    const seconds = (Date.now() - started) / 1000;
    console.log(`Replayed ${result.processed} events in ${seconds.toFixed(2)} s (${Math.round(result.processed / Math.max(seconds, 0.001))} events/s).`);
  } finally {
    await app.close();
  }
}

main().catch(exitOnCliError(USAGE));

import { SingleBar } from 'cli-progress';
import { EventCatalog } from '../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { rebuildProjections } from '../platform/projections/rebuild';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { appContext } from './app-context';

/**
 * npm run projections:rebuild — drops every read model and replays the whole log into it.
 * Run it with the API's workers stopped (or RUN_WORKERS=false on the API) when the read
 * store is shared (MongoDB); the in-memory store is rebuilt at every start anyway.
 */
async function main() {
  const app = await appContext({ RUN_WORKERS: 'false', SEED_DEMO: 'false', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  try {
    const store = app.get<EventStore>(EVENT_STORE);
    const readStore = app.get<ReadStore>(READ_STORE);
    const projections = app.get(ProjectionRegistry).all();
    console.log(`Rebuilding ${projections.length} read models: ${projections.map((p) => `${p.name}@v${p.version}`).join(', ')}`);
    const started = Date.now();
    const bar = new SingleBar({
      format: ' {bar} {percentage}% | {processed} events | {eps} events/s | ETA {eta_formatted}',
      hideCursor: true,
    });
    const head = await store.headPosition();
    bar.start(Math.max(head, 1), 0, { processed: 0, eps: 0 });
    const result = await rebuildProjections({ store, readStore, catalog: app.get(EventCatalog) }, projections, (p) => {
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { parentPort, workerData } from 'node:worker_threads';
import { appContext } from '../../cli/app-context';
import { BUS, Bus } from '../bus/bus.port';
import { AppConfig, presetAppConfig } from '../config/app-config';
import { EventCatalog } from '../event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import type { FromProjectionThread, ToProjectionThread } from './projection-thread';
import { ProjectionRegistry } from './projection-registry';
import { LogFollowers } from './workers';

/**
 * The projection thread (projection-thread.ts): the app's context on its process's config,
 * minus everything a main thread does (HTTP, process managers, the scheduler, start-up
 * sweeps, the log's checkpoints), running the read side and answering its main thread.
 */
async function main(): Promise<void> {
  const port = parentPort!;
  const post = (message: FromProjectionThread) => port.postMessage(message);
  const config = workerData.config as AppConfig;
  presetAppConfig({ ...config, runWorkers: false, projectionThread: false, readSideThread: true, logSyncHold: workerData.syncHold as BigInt64Array | undefined, seedDemo: false, adminEmail: undefined, adminPassword: undefined, serveFrontends: false });
  const app = await appContext({});
  const store = app.get<EventStore & { appendedElsewhere(): void }>(EVENT_STORE);
  const readStore = app.get<ReadStore>(READ_STORE);
  const followers = new LogFollowers({ store, readStore, bus: app.get<Bus>(BUS), catalog: app.get(EventCatalog) }, app.get(ProjectionRegistry));
  followers.tracker.onAdvance((position) => post({ kind: 'position', name: null, position }));
  for (const consumer of followers.consumers) consumer.tracker.onAdvance((position) => post({ kind: 'position', name: consumer.projectionName, position }));
  // Posted before the position that includes them; and all of them once at start, for a page
  // that the thread this one replaces committed but could not tell of.
  const watched = new Set(workerData.watched as string[]);
  followers.runner.onHandled((names) => {
    const told = names.filter((name) => watched.has(name));
    if (told.length) post({ kind: 'handled', names: told });
  });

  const answer = async (id: number, work: () => Promise<unknown>) => {
    try {
      post({ kind: 'reply', id, value: await work() });
    } catch (error) {
      post({ kind: 'reply', id, error: error instanceof Error ? error.message : String(error) });
    }
  };
  port.on('message', (message: ToProjectionThread) => {
    if (message.kind === 'appended') return store.appendedElsewhere();
    if (message.kind === 'checkpoint') return void answer(message.id, () => readStore.setCheckpoint(message.name, message.position));
    if (message.kind === 'status') return void answer(message.id, () => followers.status(message.head));
    if (message.kind === 'stop') {
      // Answered before the port closes (which ends the thread).
      return void answer(message.id, async () => {
        await followers.stop();
        await app.close();
      }).then(() => port.close());
    }
  });

  await followers.start();
  if (watched.size) post({ kind: 'handled', names: [...watched] });
  post({ kind: 'started' });
}

main().catch((error: unknown) => {
  parentPort!.postMessage({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromProjectionThread);
  process.exit(1);
});

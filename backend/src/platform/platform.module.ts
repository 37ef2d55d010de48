import { Global, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { BUS, Bus } from './bus/bus.port';
import { createBus } from './bus';
import { APP_CONFIG, AppConfig, appConfig } from './config/app-config';
import { createEventStore } from './event-store';
import { EventCatalog } from './event-store/event-catalog';
import { EVENT_STORE, EventStore } from './event-store/event-store.port';
import { ProjectionRegistry } from './projections/projection-registry';
import { Workers } from './projections/workers';
import { ProjectionThread } from './projections/projection-thread';
import { createReadStore, SqliteReadStore } from './read-store';
import { READ_STORE, ReadStore } from './read-store/read-store.port';
import { ReadYourWrites } from './projections/read-your-writes';
import { ProjectionsAdminController } from './projections/projections.admin.controller';
import { ReadCache } from './http/read-cache';
import { PrivateReadCache } from './http/private-read-cache';
import { CachedListInterceptor } from './http/cached-list.interceptor';
import { CommandRunner } from './domain/command-runner';
import { FILE_STORE, fileStoreProvider } from './uploads/file-store';
import { UploadReferences, UploadsJanitor } from './uploads/uploads-janitor';
import { UniqueKeys } from './domain/unique-keys';
import { secureDataDir } from './config/data-dir';
import { KeyStore } from './personal-data/key-store';
import { Metrics, timedAppends } from './metrics/metrics';
import { RebuildJobs } from './projections/rebuild-jobs';
import { ProjectionStates } from './projections/projection-states';
import { PersonalDataCipher } from './personal-data/personal-data-cipher';
import { FileSchedulerSnapshots } from './domain/scheduler-snapshots';
import { join } from 'node:path';
import { AccountCache } from './auth/account-cache';
import { VerifiedTokens } from './auth/verified-tokens';
import { ReadModelCaches } from './projections/read-model-cache';

/** Starts the workers once every module has registered its events and projections. */
@Injectable()
class Lifecycle implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(BUS) private readonly bus: Bus,
    private readonly catalog: EventCatalog,
    private readonly registry: ProjectionRegistry,
    private readonly readYourWrites: ReadYourWrites,
    private readonly rebuilds: RebuildJobs,
    private readonly caches: ReadModelCaches,
  ) {}

  private workers?: Workers;
  private thread?: ProjectionThread;

  /** The projection thread bootstraps while this thread finishes its own (the stores are open, every module has registered). */
  onModuleInit(): void {
    if (!this.config.runWorkers || !ProjectionThread.wanted(this.config, this.store)) return;
    this.thread = new ProjectionThread(this.config, this.store, this.registry.bus.map((b) => b.projection.name), this.caches.watched());
    this.thread.prepare();
    // The thread writes the read store and checkpoints it; this thread only reads it.
    if (this.readStore instanceof SqliteReadStore) void this.readStore.leaveCheckpointsToWriter();
  }

  async onApplicationBootstrap(): Promise<void> {
    // Again once every store has opened its files (some were made before the umask, by an older version).
    secureDataDir(this.config.dataDir);
    if (!this.config.runWorkers) return;
    const schedulerSnapshots = new FileSchedulerSnapshots(join(this.config.dataDir, 'scheduler.json'));
    this.workers = new Workers({ store: this.store, readStore: this.readStore, bus: this.bus, catalog: this.catalog, schedulerSnapshots }, this.registry, this.thread);
    this.readYourWrites.attach(this.workers);
    this.caches.attach(this.workers.readSide);
    await this.workers.start();
    // Serve requests only once the read models have caught up with the log (from their
    // checkpoints: only what was appended since they last ran, or a new version's build), so
    // a login right after a restart finds its user.
    const head = await this.store.headPosition();
    if (!(await this.workers.readSide.tracker.waitFor(head, 120_000))) Logger.warn(`read models still catching up to ${head}`, 'Projections');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rebuilds.finished;
    // A thread prepared for workers that never started (a failed bootstrap) is stopped too.
    await (this.workers ? this.workers.stop() : this.thread?.stop());
    await this.bus.close();
    await this.readStore.close();
    await this.store.close();
  }
}

@Global()
@Module({
  controllers: [ProjectionsAdminController],
  providers: [
    { provide: APP_CONFIG, useFactory: () => appConfig() },
    // DATA_DIR is made private before the first store opens a file in it.
    { provide: Metrics, useFactory: () => new Metrics() },
    ReadModelCaches,
    { provide: VerifiedTokens, useFactory: () => new VerifiedTokens() },
    { provide: AccountCache, inject: [ReadModelCaches], useFactory: (caches: ReadModelCaches) => caches.add(new AccountCache()) },
    ProjectionStates,
    {
      provide: RebuildJobs,
      inject: [EVENT_STORE, READ_STORE, EventCatalog],
      useFactory: (store: EventStore, readStore: ReadStore, catalog: EventCatalog) => new RebuildJobs({ store, readStore, catalog }),
    },
    { provide: EVENT_STORE, inject: [APP_CONFIG, Metrics], useFactory: (c: AppConfig, metrics: Metrics) => (secureDataDir(c.dataDir), timedAppends(createEventStore(c), metrics)) },
    { provide: READ_STORE, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createReadStore(c) },
    { provide: BUS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createBus(c) },
    { provide: KeyStore, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new KeyStore(c.dataDir) },
    { provide: PersonalDataCipher, inject: [KeyStore], useFactory: (keys: KeyStore) => new PersonalDataCipher(keys) },
    {
      provide: EventCatalog,
      inject: [PersonalDataCipher],
      useFactory: (cipher: PersonalDataCipher) => new EventCatalog().openPersonalDataWith((data) => cipher.openDeep(data)),
    },
    ProjectionRegistry,
    ReadYourWrites,
    ReadCache,
    PrivateReadCache,
    CachedListInterceptor,
    CommandRunner,
    UniqueKeys,
    UploadReferences,
    fileStoreProvider,
    UploadsJanitor,
    Lifecycle,
  ],
  exports: [Metrics, AccountCache, ReadModelCaches, VerifiedTokens, RebuildJobs, ProjectionStates, APP_CONFIG, EVENT_STORE, READ_STORE, BUS, KeyStore, PersonalDataCipher, EventCatalog, ProjectionRegistry, ReadYourWrites, ReadCache, PrivateReadCache, CachedListInterceptor, CommandRunner, UploadReferences, UniqueKeys, FILE_STORE],
})
export class PlatformModule {}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ProcessManager } from '../domain/process-manager';
import { RecordedEvent } from '../event-store/event';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ProjectionRegistry } from '../projections/projection-registry';
import { FILE_STORE, FileStore } from './file-store';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from './orphan-uploads';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** An event type that puts uploaded files on record, and whose they are (a user id). */
export interface UploadReference {
  eventType: string;
  refs(data: any): { ownerId: string; fileIds: (string | null | undefined)[] };
  /**
   * Names the one place the files fill (a provider's proof document): a later event of the
   * same owner and slot replaces them, so the replaced file counts as unreferenced and goes.
   * Without it, an owner's files add up.
   */
  slot?: string;
}

/** Modules declare here which of their events reference uploads (vendor documents, provider documents). */
@Injectable()
export class UploadReferences {
  private readonly byType = new Map<string, UploadReference>();

  add(...references: UploadReference[]): void {
    for (const reference of references) this.byType.set(reference.eventType, reference);
  }

  get types(): string[] {
    return [...this.byType.keys()];
  }

  /** Files each owner has on record in these events (a slot's latest only), minus owners erased since. */
  filesByOwner(events: RecordedEvent[]): Map<string, string[]> {
    const owners = new Map<string, { loose: string[]; slots: Map<string, string[]> }>();
    for (const event of events) {
      if (event.type === 'UserErased') {
        owners.delete((event.data as { userId: string }).userId);
        continue;
      }
      const reference = this.byType.get(event.type);
      if (!reference) continue;
      const { ownerId, fileIds } = reference.refs(event.data);
      const files = fileIds.filter((id): id is string => Boolean(id));
      const owner = owners.get(ownerId) ?? { loose: [] as string[], slots: new Map<string, string[]>() };
      if (reference.slot) owner.slots.set(reference.slot, files);
      else owner.loose.push(...files);
      owners.set(ownerId, owner);
    }
    return new Map([...owners].map(([ownerId, { loose, slots }]) => [ownerId, [...loose, ...[...slots.values()].flat()]]));
  }
}

type DeleteUploadsOf = { type: 'DeleteUploadsOf'; userId: string };

/** When a person is erased, every file they uploaded goes too (deleting twice is fine). */
export const uploadsErasureProcess: ProcessManager<null, DeleteUploadsOf> = {
  name: 'uploads-erasure',
  reactsTo: ['UserErased'],
  instanceOf: (event) => (event.data as { userId?: string }).userId ?? null,
  initialState: () => null,
  evolve: (state) => state,
  decide: (input) => (input.kind === 'event' ? { commands: [{ type: 'DeleteUploadsOf', userId: (input.event.data as { userId: string }).userId }] } : {}),
};

/**
 * Uploads follow the log: an erased person's files are deleted (a process manager), and at
 * start any stored file no living owner's event references is removed (a sign-up that died
 * between saving the file and appending its events, an erasure missed while down, or a
 * replaced document whose request died before deleting it). The sweep runs again every grace
 * period: a file orphaned by a crash just before this start is too young for the first one,
 * and a server that runs for months would otherwise keep it until its next restart.
 */
@Injectable()
export class UploadsJanitor implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Uploads');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly references: UploadReferences,
    private readonly registry: ProjectionRegistry,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  onModuleInit(): void {
    this.registry.addProcessManager(uploadsErasureProcess, async ({ userId }) => {
      const everyone = this.references.filesByOwner(await this.store.readAll({ types: this.references.types }));
      for (const id of everyone.get(userId) ?? []) await this.files.delete(id);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.readSideThread) return; // the process's main thread does it
    await this.sweep();
    this.timer = setInterval(() => this.sweep().catch((error: Error) => this.logger.warn(`upload sweep failed: ${error.message}`)), ORPHAN_GRACE_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(now = new Date()): Promise<string[]> {
    const owners = this.references.filesByOwner(await this.store.readAll({ types: [...this.references.types, 'UserErased'] }));
    const removed = await sweepOrphanUploads(this.files, new Set([...owners.values()].flat()), now);
    if (removed.length) this.logger.log(`removed ${removed.length} upload(s) no living owner in the log references`);
    return removed;
  }
}

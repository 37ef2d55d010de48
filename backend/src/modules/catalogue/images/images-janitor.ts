import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ORPHAN_GRACE_MS } from '../../../platform/uploads/orphan-uploads';
import { ProductListed, ProductUpdated } from '../catalogue.events';
import { ServiceUpdated } from '../../services/services.events';
import { IMAGE_STORE, ImageStore } from './image-store.port';
import { APP_CONFIG, AppConfig } from '../../../platform/config/app-config';

/** `<id>-<size>.webp` -> `<id>`. */
const idOf = (name: string) => name.replace(/-(thumb|medium|large)\.webp$/, '');

/**
 * The log decides which product images exist: at start, stored images no `ProductListed`,
 * `ProductUpdated` or `ServiceUpdated` references (a request that died between storing the image and appending
 * its event) are removed once older than the grace period, and so are the temporary files of
 * saves a crash cut short. Default images are kept.
 */
@Injectable()
export class ImagesJanitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ProductImages');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(IMAGE_STORE) private readonly images: ImageStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.readSideThread) return; // the process's main thread does it
    await this.sweepAndLog();
    // Again every grace period, as the uploads: what a crash just before this start orphaned is too young for the first sweep.
    this.timer = setInterval(() => this.sweepAndLog().catch((error: Error) => this.logger.warn(`image sweep failed: ${error.message}`)), ORPHAN_GRACE_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async sweepAndLog(): Promise<void> {
    const removed = await this.sweep();
    if (removed.length) this.logger.log(`removed ${removed.length} image file(s) no product in the log references`);
  }

  async sweep(now = new Date()): Promise<string[]> {
    const events = (await this.store.readAll({ types: ['ProductListed', 'ProductUpdated', 'ServiceUpdated'] })) as unknown as (ProductListed | ProductUpdated | ServiceUpdated)[];
    // Services keep their pictures in the same store (ServiceUpdated.changes.imageId).
    const referenced = new Set(events.map((e) => (e.type === 'ProductListed' ? e.data.imageId : e.data.changes.imageId)).filter(Boolean));
    // Half-written files of a save a crash cut short, past the grace period like the rest.
    const removed = await this.images.sweepUnfinished(new Date(now.getTime() - ORPHAN_GRACE_MS));
    for (const image of await this.images.list()) {
      if (image.name.startsWith('default-') || referenced.has(idOf(image.name)) || now.getTime() - image.savedAt.getTime() < ORPHAN_GRACE_MS) continue;
      await this.images.delete(image.name);
      removed.push(image.name);
    }
    return removed;
  }
}

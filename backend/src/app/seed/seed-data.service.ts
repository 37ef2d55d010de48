import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { ConfigError } from '../../platform/config/config-error';
import { DomainError } from '../../platform/domain/domain-error';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { systemContext, toNewEvents } from '../../platform/event-store/metadata';
import { IdentityService } from '../../modules/identity/identity.service';
import { recordDemoAccount } from './demo-accounts';
import { DEMO_SEED_PART_LIST, DemoSeedPart, seedMarkerStream } from './demo-seed-part';

export const SEED_EVENT_TYPES = [
  {
    type: 'DemoDataSeeded',
    context: 'seed',
    schemaVersion: 2,
    // v1 was the one marker of the whole seed (stream `seed-demo`): rates and exchange rates.
    upcasters: { 1: (data: { rates: number; seededAt: string }) => ({ part: 'rates', counts: { rates: data.rates }, seededAt: data.seededAt }) },
  },
];

/**
 * First start: the first admin (ADMIN_EMAIL / ADMIN_PASSWORD). With SEED_DEMO, a demo admin
 * (random password, printed and kept in DATA_DIR/demo-accounts.txt) and then each demo seed
 * part not yet in the log, in order (demo-seed-parts.ts). Every seed is an ordinary event by
 * the system actor, so the log tells seeded from real.
 */
@Injectable()
export class SeedDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DEMO_SEED_PART_LIST) private readonly parts: DemoSeedPart[],
    private readonly catalog: EventCatalog,
    private readonly identity: IdentityService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
    if (!this.config.seedDemo) return;
    const pending: DemoSeedPart[] = [];
    for (const part of this.parts) if (!(await this.isSeeded(part))) pending.push(part);
    if (pending.length === 0) return;
    await this.ensureDemoAdmin();
    for (const part of pending) await this.seedPart(part);
  }

  private async ensureFirstAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword || (await this.identity.emailTaken(adminEmail))) return;
    try {
      await this.identity.register({ name: 'Administrator', email: adminEmail, password: adminPassword, role: 'admin' }, systemContext('first admin from ADMIN_EMAIL'));
    } catch (error) {
      // A refused sign-up (a too-common password, a malformed e-mail) is the operator's setting: name it.
      if (!(error instanceof DomainError)) throw error;
      const field = Object.keys(error.errors ?? {})[0];
      throw new ConfigError(`${field === 'email' ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'}: ${error.message}`);
    }
    this.logger.log(`first admin created: ${adminEmail}`);
  }

  private async isSeeded(part: DemoSeedPart): Promise<boolean> {
    const markers = [seedMarkerStream(part.name), ...(part.legacyMarkerStream ? [part.legacyMarkerStream] : [])];
    for (const stream of markers) if ((await this.store.readStream(stream, { maxCount: 1 })).length > 0) return true;
    return false;
  }

  private async ensureDemoAdmin(): Promise<void> {
    if (await this.identity.adminExists()) return;
    const email = 'admin@bazaar.example';
    const password = randomBytes(9).toString('base64url');
    await this.identity.register({ name: 'Demo Admin', email, password, role: 'admin' }, systemContext('demo seed'));
    const file = recordDemoAccount(this.config.dataDir, 'Demo admin (back office at /admin/auth)', email, password);
    this.logger.log(`\n  Demo admin for the back office (/admin/auth):\n    email:    ${email}\n    password: ${password}\n  (kept in ${file})\n`);
  }

  /** Runs one part, then appends its marker (`no_stream`: a second process seeding at once fails here). */
  private async seedPart(part: DemoSeedPart): Promise<void> {
    const { counts, summary } = await part.seed();
    const marker = { type: 'DemoDataSeeded', data: { part: part.name, counts, seededAt: new Date().toISOString() } };
    await this.store.append(seedMarkerStream(part.name), toNewEvents([marker], systemContext('demo seed'), this.catalog.schemaVersion), 'no_stream');
    this.logger.log(`demo data (${part.name}): ${summary}`);
  }
}

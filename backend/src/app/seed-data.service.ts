import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../platform/config/app-config';
import { rupeesToPaise } from '@bazaar/common';
import { CommandRunner } from '../platform/domain/command-runner';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { CommandContext, systemContext, toNewEvents } from '../platform/event-store/metadata';
import { exchangeRateDecider } from '../modules/currency/currency.decider';
import { fxStream } from '../modules/currency/currency.events';
import { IdentityService } from '../modules/identity/identity.service';
import { AddRateCommand, EditRateCommand } from '../modules/rates/rates.commands';
import { DEMO_EXCHANGE_RATES, DEMO_RATES } from './demo-rates';

const DAY = 24 * 3600 * 1000;
/** Marks the log as seeded, so the demo data is added once, whatever the read store. */
const SEED_STREAM = 'seed-demo';
export const SEED_EVENT_TYPES = [{ type: 'DemoDataSeeded', context: 'seed', schemaVersion: 1 }];

/**
 * First start: the first admin (ADMIN_EMAIL / ADMIN_PASSWORD), and with SEED_DEMO a demo
 * admin (random password, printed and kept in DATA_DIR/demo-accounts.txt), a week of
 * wholesale rates and the display exchange rates. Every seed is an ordinary event by the
 * system actor, so the log tells seeded from real.
 */
@Injectable()
export class SeedDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: CommandRunner,
    private readonly identity: IdentityService,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
    if (this.config.seedDemo && (await this.store.readStream(SEED_STREAM, { maxCount: 1 })).length === 0) await this.seedDemo();
  }

  private async ensureFirstAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword || (await this.identity.emailTaken(adminEmail))) return;
    await this.identity.register({ name: 'Administrator', email: adminEmail, password: adminPassword, role: 'admin' }, systemContext('first admin from ADMIN_EMAIL'));
    this.logger.log(`first admin created: ${adminEmail}`);
  }

  private async seedDemo(): Promise<void> {
    if (!(await this.identity.adminExists())) {
      const email = 'admin@bazaar.example';
      const password = randomBytes(9).toString('base64url');
      await this.identity.register({ name: 'Demo Admin', email, password, role: 'admin' }, systemContext('demo seed'));
      const file = join(this.config.dataDir, 'demo-accounts.txt');
      writeFileSync(file, `Demo admin (back office at /admin/auth)\n  email: ${email}\n  password: ${password}\n`, { mode: 0o600 });
      this.logger.log(`\n  Demo admin for the back office (/admin/auth):\n    email:    ${email}\n    password: ${password}\n  (kept in ${file})\n`);
    }
    const today = Date.now();
    for (const rate of DEMO_RATES) {
      const rateId = randomUUID();
      for (const [i, rupees] of rate.week.entries()) {
        const ctx: CommandContext = { ...systemContext('demo seed'), now: new Date(today - (rate.week.length - 1 - i) * DAY) };
        const command =
          i === 0
            ? new AddRateCommand({ rateId, productName: rate.productName, category: rate.category, unit: rate.unit, currentPaise: rupeesToPaise(rupees) }, ctx)
            : new EditRateCommand({ rateId, currentPaise: rupeesToPaise(rupees) }, ctx);
        await this.commands.execute(command);
      }
    }
    for (const [currency, unitsPerRupee] of Object.entries(DEMO_EXCHANGE_RATES)) {
      await this.runner.run(fxStream(currency), exchangeRateDecider, { type: 'SetExchangeRate', data: { currency, unitsPerRupee, now: new Date() } }, systemContext('demo seed'));
    }
    await this.store.append(SEED_STREAM, toNewEvents([{ type: 'DemoDataSeeded', data: { rates: DEMO_RATES.length, seededAt: new Date().toISOString() } }], systemContext('demo seed')), 'no_stream');
    this.logger.log(`demo data: ${DEMO_RATES.length} wholesale rates with a week of history, ${Object.keys(DEMO_EXCHANGE_RATES).length} exchange rates`);
  }
}

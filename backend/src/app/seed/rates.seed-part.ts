import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { rupeesToPaise } from '@bazaar/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext, systemContext } from '../../platform/event-store/metadata';
import { exchangeRateDecider } from '../../modules/currency/currency.decider';
import { fxStream } from '../../modules/currency/currency.events';
import { AddRateCommand, EditRateCommand } from '../../modules/rates/rates.commands';
import { DEMO_EXCHANGE_RATES, DEMO_RATES } from './demo-rates';
import { DemoSeedPart, DemoSeedResult } from './demo-seed-part';

const DAY = 24 * 3600 * 1000;

/** The wholesale rates with a week of daily history, and the display exchange rates. */
@Injectable()
export class RatesSeedPart implements DemoSeedPart {
  readonly name = 'rates';
  /** Logs seeded before the parts have their one marker there. */
  readonly legacyMarkerStream = 'seed-demo';

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    private readonly runner: CommandRunner,
  ) {}

  async seed(): Promise<DemoSeedResult> {
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
    const exchangeRates = Object.keys(DEMO_EXCHANGE_RATES).length;
    return {
      counts: { rates: DEMO_RATES.length, exchangeRates },
      summary: `${DEMO_RATES.length} wholesale rates with a week of history, ${exchangeRates} exchange rates`,
    };
  }
}

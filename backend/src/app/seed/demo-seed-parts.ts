import { Provider, Type } from '@nestjs/common';
import { DEMO_SEED_PART_LIST, DemoSeedPart } from './demo-seed-part';
import { CatalogueSeedPart } from './catalogue.seed-part';
import { RatesSeedPart } from './rates.seed-part';
import { SeedDataService } from './seed-data.service';
import { ServicesSeedPart } from './services.seed-part';

/**
 * The demo seed's parts, in the order they run (a later part may use what an earlier one
 * made). Adding a part: a `<name>.seed-part.ts` implementing DemoSeedPart, and one line here.
 */
export const DEMO_SEED_PARTS: Type<DemoSeedPart>[] = [RatesSeedPart, CatalogueSeedPart, ServicesSeedPart];

export const SEED_PROVIDERS: Provider[] = [
  ...DEMO_SEED_PARTS,
  { provide: DEMO_SEED_PART_LIST, useFactory: (...parts: DemoSeedPart[]) => parts, inject: DEMO_SEED_PARTS },
  SeedDataService,
];

import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/roles';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { RateDoc, ratesProjection } from './rates.projection';
import { toRateRecord } from './rates.records';

/** The storefront's wholesale rate list (spec 2.1 /wholesale-rate-list). */
@ApiTags('rates')
@Controller('rates')
export class RatesPublicController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Public()
  @Get()
  async list() {
    const docs = await this.readStore.collection<RateDoc>(ratesProjection.collection).find({}, { sort: { category: 1, productName: 1 } });
    const lastUpdated = docs.reduce<string | null>((max, d) => (max === null || d.updatedAt > max ? d.updatedAt : max), null);
    return { lastUpdated, rates: docs.map(toRateRecord) };
  }
}

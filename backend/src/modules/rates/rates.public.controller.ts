import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/roles';
import { CachedRead } from '../../platform/http/cached-read.interceptor';
import { toStoreFilter } from '../../platform/http/resource-query';
import { READ_STORE, ReadStore, Sort } from '../../platform/read-store/read-store.port';
import { RateListQueryDto } from './rates.dto';
import { RateDoc, ratesProjection } from './rates.projection';
import { toRateRecord } from './rates.records';
import { ratesResource } from './rates.resources';

/** Public sort names -> stored fields ("change" is the percent change, comparable across units). */
const SORT_FIELDS: Record<string, string> = {
  productName: 'productName',
  category: 'category',
  currentRate: 'currentPaise',
  change: 'changePercent',
  updatedAt: 'updatedAt',
};

/** The storefront's wholesale rate list (spec 2.1 /wholesale-rate-list): listed rates only, a page at a time. */
@ApiTags('rates')
@Controller('rates')
export class RatesPublicController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Public()
  @CachedRead()
  @Get()
  async list(@Query() query: RateListQueryDto) {
    const rates = this.readStore.collection<RateDoc>(ratesProjection.collection);
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 25;
    const filter = { $and: [{ status: 'listed' }, toStoreFilter({ category: query.category, q: query.q }, ratesResource.fields, ratesResource.search)] };
    const sortName = query.sort?.replace(/^-/, '');
    const sort: Sort = sortName
      ? { [SORT_FIELDS[sortName]]: query.sort!.startsWith('-') ? -1 : 1, productName: 1, _id: 1 }
      : { category: 1, productName: 1, _id: 1 };
    const [docs, total, [latest]] = await Promise.all([
      rates.find(filter, { sort, skip: (page - 1) * perPage, limit: perPage }),
      rates.count(filter),
      rates.find({ status: 'listed' }, { sort: { updatedAt: -1 }, limit: 1 }),
    ]);
    return { lastUpdated: latest?.updatedAt ?? null, rates: docs.map(toRateRecord), total, page, perPage };
  }
}

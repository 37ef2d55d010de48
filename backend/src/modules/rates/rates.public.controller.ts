import { paiseToRupees } from '@bazaar/common';
import { Controller, Get, Inject, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/roles';
import { businessDay, endOfBusinessDay } from '../../platform/domain/business-day';
import { DomainError } from '../../platform/domain/domain-error';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { CachedRead } from '../../platform/http/cached-read.interceptor';
import { toStoreFilter } from '../../platform/http/resource-query';
import { replayLog } from '../../platform/projections/replay';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { Collection, READ_STORE, ReadStore, Sort } from '../../platform/read-store/read-store.port';
import { RateListQueryDto } from './rates.dto';
import { RateDoc, ratesProjection } from './rates.projection';
import { rateHistoryView } from './rate-history.view';
import { rateStream } from './rates.constants';
import { toRateRecord } from './rates.records';
import { ratesResource } from './rates.resources';

const notFound = () => new DomainError('not_found', 'Rate not found');

/**
 * Public sort names -> stored fields ("change" is the percent change, comparable across units).
 * "currentRate" compares like with like: rates by weight at their price per tonne, then (in
 * either direction) the rates per piece, which no weight converts to (RateDoc.comparablePaise).
 */
const SORT_FIELDS: Record<string, string[]> = {
  productName: ['productName'],
  category: ['category'],
  currentRate: ['unitGroup', 'comparablePaise'],
  change: ['changePercent'],
  updatedAt: ['updatedAt'],
};

/** The storefront's wholesale rate list (spec 2.1 /wholesale-rate-list): listed rates only, a page at a time. */
@ApiTags('rates')
@Controller('rates')
export class RatesPublicController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly catalog: EventCatalog,
  ) {}

  /**
   * Today's list from the read model; with `date`, the list as it stood at the end of that
   * India day, replayed from the log through the rates projection's own evolve and then
   * queried exactly like the live one.
   */
  @Public()
  @CachedRead()
  @Get()
  async list(@Query() query: RateListQueryDto) {
    const rates = query.date === undefined ? this.readStore.collection<RateDoc>(ratesProjection.collection) : await this.ratesOn(query.date);
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 25;
    const filter = { $and: [{ status: 'listed' }, toStoreFilter({ category: query.category, q: query.q }, ratesResource.fields, ratesResource.search)] };
    const sortName = query.sort?.replace(/^-/, '');
    const direction = query.sort?.startsWith('-') ? -1 : 1;
    // A group (unitGroup) keeps its place whichever way the values within it run.
    const sort: Sort = sortName
      ? { ...Object.fromEntries(SORT_FIELDS[sortName].map((field, i, all) => [field, i < all.length - 1 ? 1 : direction])), productName: 1, _id: 1 }
      : { category: 1, productName: 1, _id: 1 };
    const [docs, total, [latest]] = await Promise.all([
      rates.find(filter, { sort, skip: (page - 1) * perPage, limit: perPage }),
      rates.count(filter),
      rates.find({ status: 'listed' }, { sort: { updatedAt: -1 }, limit: 1 }),
    ]);
    return { lastUpdated: latest?.updatedAt ?? null, rates: docs.map(toRateRecord), total, page, perPage, ...(query.date && { date: query.date }) };
  }

  /** One listed rate (the storefront's rate page). */
  @Public()
  @CachedRead()
  @Get(':id')
  async one(@Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    return toRateRecord(await this.listed(id));
  }

  /** A listed rate's every change, oldest first: the rate page's chart and table (no actors: that is the back office's). */
  @Public()
  @CachedRead()
  @Get(':id/history')
  async history(@Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    const rate = await this.listed(id);
    // The whole stream, however long: a page of the log view would stop at MAX_EVENT_QUERY points.
    const types = new Set(rateHistoryView.types);
    const points = (await this.store.readStream(rateStream(id))).filter((event) => types.has(event.type)).map((event) => rateHistoryView.toDoc(this.catalog.upcast(event)));
    return {
      rate: toRateRecord(rate),
      history: points.map((p) => ({
        date: p.date,
        changedAt: p.changedAt,
        previousRate: p.previousPaise === null ? null : paiseToRupees(p.previousPaise),
        currentRate: paiseToRupees(p.currentPaise),
        trend: p.trend,
        unit: p.unit,
      })),
    };
  }

  private async listed(id: string): Promise<RateDoc> {
    const rate = await this.readStore.collection<RateDoc>(ratesProjection.collection).findOne({ $and: [{ _id: id }, { status: 'listed' }] });
    if (!rate) throw notFound();
    return rate;
  }

  /** The rate documents as they stood at the end of `day`, in a throwaway in-memory collection. */
  private async ratesOn(day: string): Promise<Collection<RateDoc>> {
    const end = endOfBusinessDay(day);
    if (!end) throw DomainError.invalid({ date: 'Date must be a day written YYYY-MM-DD' });
    if (day > businessDay(new Date())) throw DomainError.invalid({ date: 'Date must not be in the future' });
    const docs = await replayLog({ store: this.store, catalog: this.catalog }, ratesProjection, { toTime: end });
    const memory = new MemoryReadStore();
    await memory.ensureIndexes(ratesProjection.collection, { search: ratesResource.search ? [...ratesResource.search] : [] });
    await memory.commit([{ collection: ratesProjection.collection, checkpoint: 'as-of', position: 1, writes: [...docs.values()].map((doc) => ({ _id: doc._id, doc, position: 1 })) }]);
    return memory.collection<RateDoc>(ratesProjection.collection);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { paiseToRupees } from '@bazaar/common';
import { DomainError } from '../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { daysBetween, defaultFrom, MAX_RANGE_DAYS, periodsBetween, RevenueInterval, today } from './revenue-periods';
import { RevenueDoc, revenueProjection } from './revenue.projection';

type Bucket = { revenue: number; orders: number };

/** Reads the revenue buckets for the Overview cards and the chart (rupees on the wire). */
@Injectable()
export class RevenueService {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get buckets() {
    return this.readStore.collection<RevenueDoc>(revenueProjection.collection);
  }

  async totals(): Promise<Bucket> {
    const total = await this.buckets.findOne({ _id: 'total' });
    return { revenue: paiseToRupees(total?.revenuePaise ?? 0), orders: total?.orders ?? 0 };
  }

  /** The series by interval over [from, to] with zero periods filled in, and the range's category and city breakdowns. */
  async series(query: { interval?: RevenueInterval; from?: string; to?: string }, now: Date) {
    const interval = query.interval ?? 'day';
    const to = query.to ?? today(now);
    const from = query.from ?? defaultFrom(to, interval);
    if (daysBetween(from, to) < 0) throw DomainError.invalid({ from: 'From must not be after To' });
    if (daysBetween(from, to) >= MAX_RANGE_DAYS[interval]) throw DomainError.invalid({ from: `A ${interval} chart spans at most ${MAX_RANGE_DAYS[interval]} days` });
    const periods = periodsBetween(from, to, interval);
    const days = periodsBetween(from, to, 'day');
    const [docs, breakdowns] = await Promise.all([
      this.buckets.find({ kind: interval, period: { $in: periods } }),
      this.buckets.find({ kind: { $in: ['day-category', 'day-city'] }, period: { $in: days } }),
    ]);
    const byPeriod = new Map(docs.map((d) => [d.period, d]));
    const sum = (kind: RevenueDoc['kind']) => {
      const keys = new Map<string, { revenuePaise: number; orders: number }>();
      for (const d of breakdowns.filter((b) => b.kind === kind)) {
        const k = keys.get(d.key) ?? { revenuePaise: 0, orders: 0 };
        keys.set(d.key, { revenuePaise: k.revenuePaise + d.revenuePaise, orders: k.orders + d.orders });
      }
      return [...keys].map(([key, k]) => ({ key, revenue: paiseToRupees(k.revenuePaise), orders: k.orders })).sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
    };
    const series = periods.map((period) => ({ period, revenue: paiseToRupees(byPeriod.get(period)?.revenuePaise ?? 0), orders: byPeriod.get(period)?.orders ?? 0 }));
    return {
      interval,
      from,
      to,
      series,
      total: { revenue: paiseToRupees(docs.reduce((s, d) => s + d.revenuePaise, 0)), orders: docs.reduce((s, d) => s + d.orders, 0) },
      byCategory: sum('day-category').map(({ key, ...rest }) => ({ category: key, ...rest })),
      byCity: sum('day-city').map(({ key, ...rest }) => ({ city: key, ...rest })),
    };
  }
}

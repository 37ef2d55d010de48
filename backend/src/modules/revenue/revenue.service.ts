import { Inject, Injectable } from '@nestjs/common';
import { paiseToRupees } from '@bazaar/common';
import { DomainError } from '../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { daysBetween, defaultFrom, MAX_RANGE_DAYS, periodOf, periodsBetween, RevenueInterval, today } from './revenue-periods';
import { cityKey, RevenueDoc, revenueProjection } from './revenue.projection';

type Bucket = { revenue: number; orders: number };

/** Reads the revenue buckets for the Overview cards and the chart (rupees on the wire). */
@Injectable()
export class RevenueService {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get buckets() {
    return this.readStore.collection<RevenueDoc>(revenueProjection.collection);
  }

  /** Orders that gave something back (cancelled or refunded), within `days` when given: few next to the orders. */
  private deducted(days?: string[]) {
    return this.buckets.find(days ? { kind: 'order', deducted: true, period: { $in: days } } : { kind: 'order', deducted: true });
  }

  async totals(): Promise<Bucket> {
    const [total, deducted] = await Promise.all([this.buckets.findOne({ _id: 'total' }), this.deducted()]);
    const paise = (total?.revenuePaise ?? 0) - deducted.reduce((s, d) => s + (d.deductedPaise ?? 0), 0);
    return { revenue: paiseToRupees(paise), orders: (total?.orders ?? 0) - deducted.filter((d) => d.cancelled).length };
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
    const [docs, breakdowns, deducted] = await Promise.all([
      this.buckets.find({ kind: interval, period: { $in: periods } }),
      this.buckets.find({ kind: { $in: ['day-category', 'day-city'] }, period: { $in: days } }),
      this.deducted(days),
    ]);
    // What was placed, less what cancelled or refunded orders and cancelled parts gave back (per category as the order worked it out).
    const byPeriod = new Map(periods.map((p) => [p, { revenuePaise: 0, orders: 0 }]));
    const add = (map: Map<string, { revenuePaise: number; orders: number }>, key: string, paise: number, orders: number) => {
      const k = map.get(key) ?? { revenuePaise: 0, orders: 0 };
      map.set(key, { revenuePaise: k.revenuePaise + paise, orders: k.orders + orders });
    };
    for (const d of docs) add(byPeriod, d.period, d.revenuePaise, d.orders);
    const categories = new Map<string, { revenuePaise: number; orders: number }>();
    const cities = new Map<string, { revenuePaise: number; orders: number }>();
    const cityNames = new Map<string, string>();
    for (const d of breakdowns) {
      if (d.kind === 'day-category') add(categories, d.key, d.revenuePaise, d.orders);
      else {
        cityNames.set(cityKey(d.key), cityNames.get(cityKey(d.key)) ?? d.key);
        add(cities, cityKey(d.key), d.revenuePaise, d.orders);
      }
    }
    for (const d of deducted) {
      const taken = d.deductedPaise ?? 0;
      const gone = d.cancelled ? 1 : 0;
      add(byPeriod, periodOf(d.period, interval), -taken, -gone);
      add(cities, cityKey(d.key), -taken, -gone);
      for (const c of d.categoryDeductions ?? []) add(categories, c.category, -c.paise, c.gone ? -1 : 0);
    }
    const rows = (map: Map<string, { revenuePaise: number; orders: number }>, name: (key: string) => string = (key) => key) =>
      [...map]
        .filter(([, k]) => k.orders > 0 || k.revenuePaise > 0)
        .map(([key, k]) => ({ key: name(key), revenue: paiseToRupees(k.revenuePaise), orders: k.orders }))
        .sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
    const series = periods.map((period) => ({ period, revenue: paiseToRupees(byPeriod.get(period)!.revenuePaise), orders: byPeriod.get(period)!.orders }));
    return {
      interval,
      from,
      to,
      series,
      total: { revenue: paiseToRupees(series.reduce((s, p) => s + Math.round(p.revenue * 100), 0)), orders: series.reduce((s, p) => s + p.orders, 0) },
      byCategory: rows(categories).map(({ key, ...rest }) => ({ category: key, ...rest })),
      byCity: rows(cities, (key) => cityNames.get(key) ?? key).map(({ key, ...rest }) => ({ city: key, ...rest })),
    };
  }
}

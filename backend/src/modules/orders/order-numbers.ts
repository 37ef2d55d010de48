import { Injectable } from '@nestjs/common';
import { Decider } from '../../platform/domain/decider';
import { CommandRunner } from '../../platform/domain/command-runner';
import { businessDay } from '../../platform/domain/business-day';
import { CommandContext } from '../../platform/event-store/metadata';
import { orderNumbersStream, OrderNumbersAllocated } from './orders.events';

/** Numbers one process takes at a time: one append per block, not per order (ADR 0020). */
export const ORDER_NUMBER_BLOCK = 100;

type Counter = { next: number };
type Allocate = { type: 'AllocateOrderNumbers'; data: { year: number; count: number; now: Date } };

/** The year's counter: each block starts where the last one ended; the append's expected revision makes blocks disjoint. */
export const orderNumberDecider: Decider<Counter, Allocate, OrderNumbersAllocated> = {
  initialState: () => ({ next: 1 }),
  evolve: (_state, event) => ({ next: event.data.to + 1 }),
  decide: ({ data }, state) => [{ type: 'OrderNumbersAllocated', data: { year: data.year, from: state.next, to: state.next + data.count - 1, allocatedAt: data.now.toISOString() } }],
};

/** `BZ-2026-000123`: the India business year of the order, then its number in that year. */
export const formatOrderNumber = (year: number, n: number) => `BZ-${year}-${String(n).padStart(6, '0')}`;

/**
 * Hands out readable, unique order numbers. Each process allocates a block from the year's
 * counter stream and serves it from memory; numbers of a block a crash left unused are
 * skipped (gaps, never duplicates).
 */
@Injectable()
export class OrderNumbers {
  private block: { year: number; next: number; to: number } | null = null;
  private allocating: Promise<void> | null = null;

  constructor(private readonly runner: CommandRunner) {}

  async next(ctx: CommandContext): Promise<string> {
    const year = Number(businessDay(ctx.now).slice(0, 4));
    for (;;) {
      const block = this.block;
      if (block && block.year === year && block.next <= block.to) return formatOrderNumber(year, block.next++);
      this.allocating ??= this.allocate(year, ctx).finally(() => (this.allocating = null));
      await this.allocating;
    }
  }

  private async allocate(year: number, ctx: CommandContext): Promise<void> {
    const { events } = await this.runner.run(orderNumbersStream(year), orderNumberDecider, { type: 'AllocateOrderNumbers', data: { year, count: ORDER_NUMBER_BLOCK, now: ctx.now } }, ctx);
    const { from, to } = events[0].data;
    this.block = { year, next: from, to };
  }
}

import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { productStream } from '../catalogue/catalogue.constants';
import { loadProduct } from '../catalogue/catalogue.handlers';
import { OUT_OF_STOCK, productDecider } from '../catalogue/product.decider';
import { ProductForSale, ProductStock } from './product-stock.port';

/** The process managers act with an admin's reach in the catalogue (its requesterOf for system actors). */
const SYSTEM = { userId: 'system', role: 'admin' as const };

/**
 * ProductStock over the catalogue's own streams: each product folded by its decider, and
 * stock held or given back through ReserveStock / ReleaseStock on that stream, appended at
 * the revision it was decided on (a concurrent change decides again; never below zero).
 */
@Injectable()
export class CatalogueStock implements ProductStock {
  constructor(private readonly runner: CommandRunner) {}

  async load(productIds: string[]): Promise<Map<string, ProductForSale>> {
    const found = new Map<string, ProductForSale>();
    await Promise.all(
      [...new Set(productIds)].map(async (productId) => {
        const { state } = await loadProduct(this.runner, productId);
        if (state.status === 'absent') return;
        const { facts } = state;
        found.set(productId, {
          productId,
          name: facts.name,
          kind: facts.category,
          subcategory: facts.subcategory,
          vendorId: state.vendorId,
          pricePaise: facts.pricePaise,
          unit: facts.unit,
          stock: facts.stock,
          quantity: facts.quantity,
          cities: facts.cities,
          hsnCode: facts.hsnCode ?? null,
          onSale: state.status === 'approved' && facts.vendorStatus === 'active',
        });
      }),
    );
    return found;
  }

  async reserve(productId: string, orderId: string, quantity: number, ctx: CommandContext): Promise<boolean> {
    try {
      // Every order holds stock on the same few streams: batched per stream in this process, not racing (shared-stream.ts).
      await this.runner.run(productStream(productId), productDecider, { type: 'ReserveStock', data: { by: SYSTEM, orderId, quantity, now: ctx.now } }, ctx, {
        awaitReadModels: false,
      });
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.message === OUT_OF_STOCK) return false;
      throw error;
    }
  }

  async release(productId: string, orderId: string, ctx: CommandContext): Promise<void> {
    await this.runner.run(productStream(productId), productDecider, { type: 'ReleaseStock', data: { by: SYSTEM, orderId, now: ctx.now } }, ctx);
  }
}

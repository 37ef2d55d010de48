import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { RecordEarningCommand } from '../ledger/ledger.commands';
import { ExpirePaymentCommand, ReleaseOrderCommand, SecureOrderCommand } from './orders.commands';
import { CheckoutStep, checkoutProcess } from './checkout.process';

/** Registers the checkout process manager and sends its steps through the CommandBus. */
@Injectable()
export class CheckoutPolicy implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.addProcessManager<null, CheckoutStep>(checkoutProcess, async (step, ctx) => {
      switch (step.type) {
        case 'SecureOrder':
          return this.commands.execute(new SecureOrderCommand(step.orderId, ctx));
        case 'ReleaseOrder':
          return this.commands.execute(new ReleaseOrderCommand(step.orderId, step.vendorId, ctx));
        case 'ExpirePayment':
          return this.commands.execute(new ExpirePaymentCommand(step.orderId, {}, ctx));
        case 'RecordEarning': {
          // Idempotent per source in the vendor's ledger: one entry per order for each vendor.
          const { vendorId, orderId, orderNumber, grossPaise, commissionPaise } = step.earning;
          return this.commands.execute(
            new RecordEarningCommand({ sellerId: vendorId, sellerKind: 'vendor', sourceKind: 'order', sourceId: orderId, description: `Order ${orderNumber}`, grossPaise, commissionPaise }, ctx),
          );
        }
      }
    });
  }
}

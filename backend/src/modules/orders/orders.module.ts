import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { AdminResourcesModule } from '../../app/admin-resources.module';
import { PaymentsModule } from '../payments/payments.module';
import { CatalogueStock } from './catalogue-stock';
import { CHECKOUT_HANDLERS, OrderLoader } from './checkout.handlers';
import { CheckoutPolicy } from './checkout.policy';
import { commissionDecider } from './commissions.decider';
import { COMMISSION_EVENT_TYPES, commissionStream } from './commissions.events';
import { commissionsProjection } from './commissions.projection';
import { OrderNumbers } from './order-numbers';
import { EnquiryQuotes } from './enquiry-quotes';
import { OrdersAdminController } from './orders.admin.controller';
import { ORDER_COMMANDS, SetCommissionRateCommand } from './orders.commands';
import { OrdersController } from './orders.controller';
import { orderDecider } from './orders.decider';
import { ORDER_EVENT_TYPES, orderStream } from './orders.events';
import { fulfilmentsProjection, ordersProjection } from './orders.projection';
import { OrdersService } from './orders.service';
import { InvoiceReader } from './invoice-reader';
import { INVOICE_EVENT_TYPES } from './invoices.events';
import { SetFulfilmentStatusHandler } from './fulfilment-status.handler';
import { PRODUCT_STOCK } from './product-stock.port';
import { deciderHandlers } from '../../platform/domain/decider-command';

@Module({
  imports: [PaymentsModule, AdminResourcesModule],
  controllers: [OrdersController, OrdersAdminController],
  providers: [
    ...deciderHandlers(orderDecider, orderStream, ORDER_COMMANDS),
    SetFulfilmentStatusHandler,
    ...deciderHandlers(commissionDecider, commissionStream, [SetCommissionRateCommand]),
    ...CHECKOUT_HANDLERS,
    OrderLoader,
    EnquiryQuotes,
    OrderNumbers,
    OrdersService,
    InvoiceReader,
    CheckoutPolicy,
    { provide: PRODUCT_STOCK, useClass: CatalogueStock },
  ],
  exports: [PRODUCT_STOCK],
})
export class OrdersModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...ORDER_EVENT_TYPES, ...COMMISSION_EVENT_TYPES, ...INVOICE_EVENT_TYPES);
    projections.addInline(ordersProjection, fulfilmentsProjection, commissionsProjection);
  }
}

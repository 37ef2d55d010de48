import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { OrdersModule } from '../orders/orders.module';
import { CartController } from './cart.controller';
import { CART_EVENT_TYPES } from './cart.events';
import { CART_HANDLERS } from './cart.handlers';

@Module({ imports: [OrdersModule], controllers: [CartController], providers: [...CART_HANDLERS] })
export class CartModule {
  constructor(catalog: EventCatalog) {
    catalog.register(...CART_EVENT_TYPES);
  }
}

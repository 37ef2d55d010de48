import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { CurrencyController } from './currency.controller';
import { CURRENCY_HANDLERS } from './currency.handlers';
import { CURRENCY_EVENT_TYPES } from './currency.events';
import { exchangeRatesProjection } from './currency.projection';

@Module({ controllers: [CurrencyController], providers: [...CURRENCY_HANDLERS] })
export class CurrencyModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...CURRENCY_EVENT_TYPES);
    projections.addInline(exchangeRatesProjection);
  }
}

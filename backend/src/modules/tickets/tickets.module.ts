import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { TicketsController } from './tickets.controller';
import { TICKET_EVENT_TYPES } from './tickets.events';
import { TICKET_HANDLERS } from './tickets.handlers';
import { ticketsProjection } from './tickets.projection';

@Module({ controllers: [TicketsController], providers: [...TICKET_HANDLERS] })
export class TicketsModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...TICKET_EVENT_TYPES);
    projections.addInline(ticketsProjection);
  }
}

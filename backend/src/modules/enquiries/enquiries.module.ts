import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { EnquiriesController } from './enquiries.controller';
import { ENQUIRY_EVENT_TYPES } from './enquiries.events';
import { ENQUIRY_HANDLERS } from './enquiries.handlers';
import { enquiriesProjection } from './enquiries.projection';
import { EnquiryProducts } from './enquiry-products';

@Module({ controllers: [EnquiriesController], providers: [EnquiryProducts, ...ENQUIRY_HANDLERS] })
export class EnquiriesModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...ENQUIRY_EVENT_TYPES);
    projections.addInline(enquiriesProjection);
  }
}

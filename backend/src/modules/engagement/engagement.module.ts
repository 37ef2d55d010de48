import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { EngagementController } from './engagement.controller';
import { ENGAGEMENT_HANDLERS } from './engagement.handlers';
import { CorrespondentKeys } from './engagement.subjects';
import { ENGAGEMENT_EVENT_TYPES } from './engagement.events';
import { contactMessagesProjection, subscribersProjection } from './engagement.projection';

@Module({ controllers: [EngagementController], providers: [CorrespondentKeys, ...ENGAGEMENT_HANDLERS] })
export class EngagementModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...ENGAGEMENT_EVENT_TYPES);
    projections.addInline(subscribersProjection, contactMessagesProjection);
  }
}

import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { auditProjection } from './audit.projection';

@Module({})
export class AuditModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    projections.addInline(auditProjection(() => catalog.list().map((t) => t.type)));
  }
}

import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { auditProjection } from './audit.projection';

@Module({})
export class AuditModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    // canHandle is asked per command (read-your-writes): recomputed only when the catalogue grew.
    let types: string[] = [];
    projections.addInline(
      auditProjection(() => {
        const list = catalog.list();
        if (list.length !== types.length) types = list.map((t) => t.type);
        return types;
      }),
    );
  }
}

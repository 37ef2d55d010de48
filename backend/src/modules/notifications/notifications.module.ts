import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { AdminResourcesModule } from '../../app/admin-resources.module';
import { IdentityModule } from '../identity/identity.module';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { NotificationFeed } from './notification-feed';
import { NotificationsAdminController } from './notifications.admin.controller';
import { NotificationsController } from './notifications.controller';
import { NOTIFICATION_EVENT_TYPES } from './notifications.events';
import { NOTIFICATION_HANDLERS } from './notifications.handlers';
import { notificationsProjection } from './notifications.projection';

/**
 * In-app notifications (the bells): one read model fed only by the bus, from the events of
 * orders and bookings, apart from any request handler. E-mail and SMS are the NOTIFIER port.
 */
// Identity: the stream asks the auth strategy whether its caller still holds (JwtStrategy.stillHolds).
// Admin resources: the back office's mark-read answers the record as the notifications resource shows it.
@Module({ imports: [IdentityModule, AdminResourcesModule], controllers: [NotificationsController, NotificationsAdminController], providers: [NotificationFeed, ...NOTIFICATION_HANDLERS] })
export class InboxModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...NOTIFICATION_EVENT_TYPES);
    // Every context's subjects: it reads orders and bookings, and its own NotificationRead.
    projections.addBus(notificationsProjection, 'market.>');
  }
}

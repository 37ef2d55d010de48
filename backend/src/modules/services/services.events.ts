import { City, ServiceCategory, ServiceDuration, WorkingHours } from '@bazaar/common';
import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

export type ServiceStatus = 'Available' | 'Unavailable';

/** What a service offers; money in integer paise. */
export interface ServiceFacts {
  name: string;
  category: ServiceCategory;
  description: string;
  pricePaise: number;
  duration: ServiceDuration;
  workingHours: WorkingHours;
  cities: City[];
  status: ServiceStatus;
}

/** An edit: the form's facts, or a new picture (`imageId`, stored by the catalogue's image store). */
export type ServiceChanges = Partial<ServiceFacts> & { imageId?: string };

/** A provider (or an admin for a provider) offered a service; a provider's waits for approval. */
export type ServiceOffered = DomainEvent<'ServiceOffered', ServiceFacts & { serviceId: string; providerId: string; offeredAt: string }>;
/** Fields of the edit form that changed (the service's own generic edit). */
/** `resubmitted`: a provider changed what customers read (or a rejected service): back to the approval queue. */
export type ServiceUpdated = DomainEvent<'ServiceUpdated', { serviceId: string; changes: ServiceChanges; resubmitted?: boolean; updatedAt: string }>;
/**
 * An admin approved it (or added it): it is listed from now on, once its provider is verified.
 * `providerId` is absent on approvals recorded before it was named (its provider is on ServiceOffered).
 */
export type ServiceApproved = DomainEvent<'ServiceApproved', { serviceId: string; providerId?: string; approvedAt: string }>;
export type ServiceRejected = DomainEvent<'ServiceRejected', { serviceId: string; reason: string; rejectedAt: string }>;
/** Deleted from the back office: no longer listed nor bookable; bookings already made stay. */
export type ServiceWithdrawn = DomainEvent<'ServiceWithdrawn', { serviceId: string; withdrawnAt: string }>;

export type ServiceEvent = ServiceOffered | ServiceUpdated | ServiceApproved | ServiceRejected | ServiceWithdrawn;

export const SERVICE_EVENT_TYPES: EventTypeDefinition[] = (['ServiceOffered', 'ServiceUpdated', 'ServiceApproved', 'ServiceRejected', 'ServiceWithdrawn'] as const).map(
  (type) => ({ type, context: 'services', schemaVersion: 1 }),
);

export const serviceStream = (serviceId: string) => `service-${serviceId}`;

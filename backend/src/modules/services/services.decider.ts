import { CITIES, DURATION_SLOTS, HOUR_PATTERN, SERVICE_CATEGORIES, SERVICE_DURATIONS, ServiceDuration, WEEKDAYS, Weekday, WorkingHours } from '@bazaar/common';
import { Requester } from '../../platform/domain/requester';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { ServiceEvent, ServiceFacts } from './services.events';

export type ServiceLifecycle = 'pending' | 'live' | 'rejected' | 'withdrawn';
/** `lifecycle` is the approval path; `status` stays the spec's Available / Unavailable. */
export type ServiceState = { lifecycle: 'absent' } | ({ lifecycle: ServiceLifecycle; serviceId: string; providerId: string } & ServiceFacts);

export type ServiceCommand =
  | { type: 'OfferService'; data: { serviceId: string; providerId: string; facts: Partial<ServiceFacts>; by: Requester; now: Date } }
  | { type: 'UpdateService'; data: { changes: Partial<ServiceFacts>; by: Requester; now: Date } }
  | { type: 'ApproveService'; data: { now: Date } }
  | { type: 'RejectService'; data: { reason?: string; now: Date } }
  | { type: 'WithdrawService'; data: { by: Requester; now: Date } }
  | { type: 'SetServiceImage'; data: { imageId: string; by: Requester; now: Date } };

export const LIMITS = { name: 100, description: 2000, reason: 500, maxPaise: 100_000_000 } as const;
export const NOT_YOURS = 'You can only manage your own services';
/** The highest price, ₹10,00,000 (LIMITS.maxPaise), said the same by the form's check and by the decider. */
export const PRICE_TOO_LARGE = 'Price must be at most ₹10,00,000';
/** What customers read of a service, which an admin checks before it is listed. */
const REVIEWED_FIELDS: (keyof ServiceFacts)[] = ['name', 'category', 'description'];

const hours = (time: string) => Number(time.slice(0, 2));

export function workingHoursError(value: WorkingHours | undefined): string | null {
  if (!value || !Array.isArray(value.days) || typeof value.from !== 'string' || typeof value.to !== 'string') return 'Working hours are required';
  if (!value.days.length || value.days.some((d) => !WEEKDAYS.includes(d as Weekday)) || new Set(value.days).size !== value.days.length)
    return `Working days must be some of ${WEEKDAYS.join(', ')}`;
  if (!HOUR_PATTERN.test(value.from) || !HOUR_PATTERN.test(value.to)) return 'Working hours are whole hours, HH:00';
  if (hours(value.from) > hours(value.to)) return 'The first slot must not be after the last';
  return null;
}

/**
 * Why a booking of this duration never fits these working hours (4 hours from a first slot of
 * 16:00 to a last of 17:00), or null. Without it the service is listed yet has no slot to book.
 */
export function durationFitError(duration: ServiceDuration, value: WorkingHours): string | null {
  const needed = DURATION_SLOTS[duration] ?? 1;
  const slots = hours(value.to) - hours(value.from) + 1;
  return needed > slots ? `A booking of ${duration} takes ${needed} hourly slots in a row; these working hours have ${slots === 1 ? '1 slot' : `${slots} slots`} a day` : null;
}

/** Each rule on a field of the form; absent fields are checked only when `required`. */
function factErrors(facts: Partial<ServiceFacts>, required: boolean): Record<string, string> {
  const errors: Record<string, string | null> = {};
  const present = (key: keyof ServiceFacts) => required || facts[key] !== undefined;
  if (present('name')) errors.name = facts.name?.trim() ? null : 'Name is required';
  if (present('category')) errors.category = !facts.category ? 'Category is required' : SERVICE_CATEGORIES.includes(facts.category) ? null : `Category must be one of ${SERVICE_CATEGORIES.join(', ')}`;
  if (present('description')) errors.description = facts.description?.trim() ? null : 'Description is required';
  if (present('pricePaise'))
    errors.price = !Number.isInteger(facts.pricePaise) || (facts.pricePaise as number) <= 0 ? 'Price must be a positive amount' : (facts.pricePaise as number) > LIMITS.maxPaise ? PRICE_TOO_LARGE : null;
  if (present('duration')) errors.duration = SERVICE_DURATIONS.includes(facts.duration as never) ? null : `Duration must be one of ${SERVICE_DURATIONS.join(', ')}`;
  if (present('workingHours')) errors.workingHours = workingHoursError(facts.workingHours);
  if (present('cities'))
    errors.cities = !facts.cities?.length ? 'Choose at least one city' : facts.cities.every((c) => CITIES.includes(c)) ? null : `Cities must be among ${CITIES.join(', ')}`;
  if (present('status')) errors.status = facts.status === 'Available' || facts.status === 'Unavailable' ? null : 'Status must be Available or Unavailable';
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null));
}

const tidy = (facts: Partial<ServiceFacts>): Partial<ServiceFacts> => ({
  ...facts,
  ...(facts.name !== undefined && { name: facts.name.trim().replace(/\s+/g, ' ') }),
  ...(facts.description !== undefined && { description: facts.description.trim() }),
  ...(facts.cities !== undefined && { cities: [...new Set(facts.cities)] }),
});

export const SERVICE_NOT_FOUND = 'Service not found';
const existing = (state: ServiceState) => {
  if (state.lifecycle === 'absent') throw new DomainError('not_found', SERVICE_NOT_FOUND);
  return state;
};
/** Another provider's service is absent to them (its back-office record answers 404): a 403 would tell them the id exists. */
const ownedBy = (state: Exclude<ServiceState, { lifecycle: 'absent' }>, by: Requester) => {
  if (by.role !== 'admin' && state.providerId !== by.userId) throw new DomainError('not_found', SERVICE_NOT_FOUND);
  if (state.lifecycle === 'withdrawn') throw new DomainError('conflict', 'This service was deleted');
  return state;
};

export const serviceDecider: Decider<ServiceState, ServiceCommand, ServiceEvent> = {
  initialState: () => ({ lifecycle: 'absent' }),

  evolve(state, event) {
    if (event.type === 'ServiceOffered') {
      const { offeredAt, ...facts } = event.data;
      return { lifecycle: 'pending', ...facts };
    }
    if (state.lifecycle === 'absent') return state;
    switch (event.type) {
      case 'ServiceUpdated':
        return { ...state, ...event.data.changes, ...(event.data.resubmitted && { lifecycle: 'pending' as const }) };
      case 'ServiceApproved':
        return { ...state, lifecycle: 'live' };
      case 'ServiceRejected':
        return { ...state, lifecycle: 'rejected' };
      case 'ServiceWithdrawn':
        return { ...state, lifecycle: 'withdrawn' };
    }
  },

  decide(command, state) {
    const at = command.data.now.toISOString();
    switch (command.type) {
      case 'OfferService': {
        if (state.lifecycle !== 'absent') throw new DomainError('conflict', 'This service already exists');
        const { serviceId, providerId, by } = command.data;
        if (by.role !== 'admin' && by.userId !== providerId) throw new DomainError('forbidden', NOT_YOURS);
        const facts = tidy(command.data.facts);
        const errors = factErrors(facts, true);
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        const fit = durationFitError(facts.duration as ServiceDuration, facts.workingHours as WorkingHours);
        if (fit) throw DomainError.invalid({ duration: fit });
        const offered: ServiceEvent = { type: 'ServiceOffered', data: { serviceId, providerId, ...(facts as ServiceFacts), offeredAt: at } };
        // An admin's Add Service is listed at once; a provider's waits for an admin (like products).
        return by.role === 'admin' ? [offered, { type: 'ServiceApproved', data: { serviceId, providerId, approvedAt: at } }] : [offered];
      }
      case 'UpdateService': {
        const service = ownedBy(existing(state), command.data.by);
        const facts = tidy(command.data.changes);
        const errors = factErrors(facts, false);
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        const changes = Object.fromEntries(
          Object.entries(facts).filter(([key, value]) => value !== undefined && JSON.stringify(service[key as keyof ServiceFacts]) !== JSON.stringify(value)),
        );
        if (!Object.keys(changes).length) return [];
        // Checked as the edit leaves the service, when it touches either. Named on duration, whichever changed:
        // the form shows that field's message (the hours are three inputs, none of them `workingHours`).
        const fit = ('duration' in changes || 'workingHours' in changes) && durationFitError(facts.duration ?? service.duration, facts.workingHours ?? service.workingHours);
        if (fit) throw DomainError.invalid({ duration: fit });
        // As with products: a provider's change to what customers read is approved again; an admin's is not.
        const reviewed = REVIEWED_FIELDS.some((key) => key in changes);
        const resubmitted = command.data.by.role !== 'admin' && service.lifecycle !== 'pending' && (reviewed || service.lifecycle === 'rejected');
        return [{ type: 'ServiceUpdated', data: { serviceId: service.serviceId, changes, resubmitted, updatedAt: at } }];
      }
      case 'ApproveService': {
        const service = existing(state);
        if (service.lifecycle === 'live') return [];
        if (service.lifecycle !== 'pending') throw new DomainError('conflict', `A ${service.lifecycle} service cannot be approved`);
        return [{ type: 'ServiceApproved', data: { serviceId: service.serviceId, providerId: service.providerId, approvedAt: at } }];
      }
      case 'RejectService': {
        const service = existing(state);
        if (service.lifecycle === 'rejected') return [];
        if (service.lifecycle !== 'pending') throw new DomainError('conflict', `A ${service.lifecycle} service cannot be rejected`);
        const reason = command.data.reason?.trim() ?? '';
        if (reason.length > LIMITS.reason) throw DomainError.invalid({ reason: `Reason must be at most ${LIMITS.reason} characters` });
        return [{ type: 'ServiceRejected', data: { serviceId: service.serviceId, reason, rejectedAt: at } }];
      }
      case 'SetServiceImage': {
        const service = ownedBy(existing(state), command.data.by);
        // Customers see the picture too: a provider's new one is approved again, like a product's.
        const resubmitted = command.data.by.role !== 'admin' && service.lifecycle !== 'pending';
        return [{ type: 'ServiceUpdated', data: { serviceId: service.serviceId, changes: { imageId: command.data.imageId }, resubmitted, updatedAt: at } }];
      }
      case 'WithdrawService': {
        const service = existing(state);
        if (service.lifecycle === 'withdrawn') return [];
        ownedBy(service, command.data.by);
        return [{ type: 'ServiceWithdrawn', data: { serviceId: service.serviceId, withdrawnAt: at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/**
 * The services vocabulary (spec 1, 2.1, 2.3, 9): the nine service categories with their
 * storefront path segment (/services/<id>), the duration options and the hourly slots.
 */
export const SERVICE_CATEGORIES = ['insurance', 'moving', 'web', 'e-service', 'event', 'interior', 'real-estate', 'handyman', 'healthcare'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_NAMES: Readonly<Record<ServiceCategory, string>> = {
  insurance: 'Insurance',
  moving: 'Moving Services',
  web: 'Web Development',
  'e-service': 'E-Services',
  event: 'Event Management',
  interior: 'Interior Designing',
  'real-estate': 'Real Estate',
  handyman: 'Handyman Services',
  healthcare: 'Healthcare',
};

/** Spec 2.1: the menus link to /services/e-services too; both spellings name one category (the first is stored). */
export const SERVICE_CATEGORY_ALIASES: Readonly<Record<string, ServiceCategory>> = { 'e-services': 'e-service' };
export const serviceCategoryOf = (segment: string): ServiceCategory | undefined =>
  Object.hasOwn(SERVICE_CATEGORY_ALIASES, segment) ? SERVICE_CATEGORY_ALIASES[segment] : (SERVICE_CATEGORIES as readonly string[]).includes(segment) ? (segment as ServiceCategory) : undefined;

/** Spec 9 duration options; `slots` is how many consecutive hourly slots one booking takes (null: the whole working day). */
export const SERVICE_DURATIONS = ['30 mins', '1 hour', '2 hours', '3 hours', '4 hours', 'Full day'] as const;
export type ServiceDuration = (typeof SERVICE_DURATIONS)[number];
export const DURATION_SLOTS: Readonly<Record<ServiceDuration, number | null>> = {
  '30 mins': 1,
  '1 hour': 1,
  '2 hours': 2,
  '3 hours': 3,
  '4 hours': 4,
  'Full day': null,
};

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Weekly working hours as hourly slot starts: every day in `days`, a slot each hour from
 * `from` to `to` (both slot starts, 'HH:00'). Spec 9's default is 08:00 to 17:00.
 */
export interface WorkingHours {
  days: Weekday[];
  from: string;
  to: string;
}
export const DEFAULT_WORKING_HOURS: WorkingHours = { days: [...WEEKDAYS], from: '08:00', to: '17:00' };
/** Spec 3: what an admin's Add Service starts with ("availability Mon-Fri 9AM-5PM"). */
export const ADMIN_DEFAULT_WORKING_HOURS: WorkingHours = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' };
/** Spec 3: admin Add Service defaults (category Household is not one of the nine; moving is the household one). */
export const ADMIN_SERVICE_DEFAULTS = { priceRupees: 999, duration: '1 hour' as ServiceDuration, status: 'Available' as const };

export const HOUR_PATTERN = /^([01]\d|2[0-3]):00$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Spec 8 / PRODUCT.md: what a customer sees when someone else took the slot first. */
export const SLOT_TAKEN = 'This time slot was just booked. Please pick another.';
/** Spec 5: the booking form's one message for a missing date, time or location. */
export const BOOKING_FIELDS_REQUIRED = 'Please fill in all required fields';
/** A booking's city must be one the service is offered in: its provider does not come elsewhere. */
export const BOOKING_CITY_NOT_SERVED = 'This service is not offered in this city';

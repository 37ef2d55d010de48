import { CITIES, SERVICE_CATEGORIES, SERVICE_CATEGORY_NAMES, SERVICE_DURATIONS, WEEKDAYS, type ServiceDuration, type WorkingHours } from '@bazaar/common';

/** GET /api/admin/services (docs/api.md; spec 3 Service, 2.9 Services table, 2.8 services offered). */
export type ServiceApproval = 'pending' | 'approved' | 'rejected' | 'withdrawn';


export interface Service {
    id: string;
    /** The uploaded picture's sizes, or null (the storefront shows the category's). */
    image: { thumb: string; medium: string; large: string } | null;
    name: string;
    category: string;
    description: string;
    price: number;
    duration: ServiceDuration;
    cities: string[];
    workingHours: WorkingHours;
    status: 'Available' | 'Unavailable';
    approval: ServiceApproval;
    rejectionReason: string | null;
    listed: boolean;
    rating: number | null;
    reviewCount: number;
    providerId: string;
    providerName: string;
    /** Whether its provider is verified: until then the storefront lists and books none of their services. */
    providerVerified: boolean;
    offeredAt: string;
    updatedAt: string;
    revision?: number;
}

export const SERVICE_CATEGORY_CHOICES = SERVICE_CATEGORIES.map(id => ({ id, name: SERVICE_CATEGORY_NAMES[id] }));

export const serviceCategoryName = (id: string | null | undefined): string => SERVICE_CATEGORY_CHOICES.find(c => c.id === id)?.name ?? id ?? '—';

/** Spec 9 duration options. */
export const DURATION_CHOICES = SERVICE_DURATIONS.map(d => ({ id: d, name: d }));

export const STATUS_CHOICES = [
    { id: 'Available', name: 'Available' },
    { id: 'Unavailable', name: 'Unavailable' },
];

export const APPROVAL_CHOICES: { id: ServiceApproval; name: string }[] = [
    { id: 'pending', name: 'Awaiting approval' },
    { id: 'approved', name: 'Approved' },
    { id: 'rejected', name: 'Rejected' },
    { id: 'withdrawn', name: 'Deleted' },
];

const dayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
export const WEEKDAY_CHOICES = WEEKDAYS.map(id => ({ id, name: dayName(id) }));

/** Slot starts a provider can work: spec 9's hourly slots 08:00 to 17:00. */
export const HOUR_CHOICES = Array.from({ length: 10 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`).map(h => ({ id: h, name: h }));

export const CITY_CHOICES = CITIES.map(c => ({ id: c, name: c }));

/** "Mon-Fri 09:00-17:00" */
export const workingHoursText = (hours: WorkingHours | null | undefined): string => {
    if (!hours) return '—';
    const order: string[] = [...WEEKDAYS];
    const days: string[] = [...hours.days].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const name = (id: string) => WEEKDAY_CHOICES.find(d => d.id === id)?.name ?? id;
    const contiguous = days.length > 1 && days.every((d, i) => i === 0 || order.indexOf(d) === order.indexOf(days[i - 1]!) + 1);
    const dayText = days.length === 7 ? 'Every day' : contiguous ? `${name(days[0]!)}-${name(days[days.length - 1]!)}` : days.map(name).join(', ');
    return `${dayText} ${hours.from}-${hours.to}`;
};

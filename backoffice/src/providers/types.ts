/** GET /api/admin/providers (docs/api.md; spec 2.8 Profile plus availability). */
export interface Provider {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    expertise: string;
    serviceArea: string;
    servicesOffered: string[];
    about: string;
    available: boolean;
    status: 'Pending' | 'Verified';
    hasDocument: boolean;
    registeredAt: string;
    updatedAt: string;
}

/** Spec 2.8: the Availability switch's text. */
export const availabilityText = (available: boolean): string =>
    available ? 'You are available for bookings' : 'You are not available for bookings';

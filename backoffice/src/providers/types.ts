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

/** Spec 2.8: the Availability switch's text; a provider awaiting verification is not bookable yet, switch or not (as the storefront decides). */
export const availabilityText = (available: boolean, verified = true): string =>
    available && verified ? 'You are available for bookings' : available ? 'You are not available for bookings until an admin verifies your account' : 'You are not available for bookings';

import type { Role } from '../session';

export type UserStatus = 'Active' | 'Inactive' | 'Erased';

/** GET /api/admin/users (docs/api.md, spec 3 "User (admin-listed)"). */
export interface User {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    phoneVerified: boolean;
    role: Role;
    status: UserStatus;
    joinedDate: string;
    updatedAt: string;
}

/** Spec 6: roles offered when adding a user. */
export const ROLE_CHOICES: { id: Role; name: string }[] = [
    { id: 'customer', name: 'Customer' },
    { id: 'vendor', name: 'Vendor' },
    { id: 'provider', name: 'Service Provider' },
    { id: 'admin', name: 'Admin' },
];

export const roleName = (role: string | null | undefined): string => ROLE_CHOICES.find(r => r.id === role)?.name ?? role ?? '—';

export const STATUS_CHOICES: { id: UserStatus; name: string }[] = [
    { id: 'Active', name: 'Active' },
    { id: 'Inactive', name: 'Inactive' },
    { id: 'Erased', name: 'Erased' },
];

/** What an admin may set: Erased only comes from "Erase user". */
export const EDITABLE_STATUS_CHOICES = STATUS_CHOICES.filter(s => s.id !== 'Erased');

export const ERASED = '[erased]';

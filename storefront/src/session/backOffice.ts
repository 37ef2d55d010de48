import type { Role } from './sessionTypes';

/** Vendors', providers' and admins' dashboards live in the back office, a separate app at /admin/. */
export const BACK_OFFICE_PATH = '/admin/';

export function usesBackOffice(role: Role): boolean {
  return role !== 'customer';
}

/** A full page load: the back office is its own single-page app. */
export function openBackOffice(): void {
  window.location.assign(BACK_OFFICE_PATH);
}

/** The back office's own sign-in page (admins, vendors, providers). */
export const BACK_OFFICE_SIGN_IN_PATH = '/admin/auth';

/** Signed out on a back-office dashboard: sign in there, not on the customer /login. */
export function openBackOfficeSignIn(): void {
  window.location.replace(BACK_OFFICE_SIGN_IN_PATH);
}

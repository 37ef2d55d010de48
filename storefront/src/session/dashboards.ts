import type { Role } from './sessionTypes';

/** The one dashboard each role may open from the account menu (spec 2.2). */
export const DASHBOARD_PATH: Record<Role, string> = {
  customer: '/customer-dashboard',
  vendor: '/vendor-dashboard',
  provider: '/service-provider-dashboard',
  admin: '/admin-dashboard',
};

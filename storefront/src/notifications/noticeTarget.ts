import type { NotificationRecord } from '@bazaar/common';
import { DASHBOARD_PATH } from '../session/dashboards';
import type { Role } from '../session/sessionTypes';

/** The customer dashboard's section where each kind of customer notice is acted on (CustomerDashboardPage's #hash). */
const CUSTOMER_SECTION: Partial<Record<NotificationRecord['type'], string>> = {
  order_confirmation: 'orders',
  order_update: 'orders',
  service_booking: 'bookings',
  review: 'bookings',
  enquiry_update: 'enquiries',
  ticket_answered: 'contact',
};

/**
 * Where opening a notice takes its reader: the record it names when it carries a link (an
 * admin's or seller's, in the back office), else, for a customer, the dashboard section about it
 * (a quote in My Enquiries, a booking in My Bookings). Null: the notice is only marked read.
 */
export function noticeTarget(n: Pick<NotificationRecord, 'type' | 'link'>, role: Role): { href: string; inApp: boolean } | null {
  if (n.link) return { href: n.link, inApp: false };
  const section = role === 'customer' ? CUSTOMER_SECTION[n.type] : undefined;
  return section ? { href: `${DASHBOARD_PATH.customer}#${section}`, inApp: true } : null;
}

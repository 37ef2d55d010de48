// Both browsers and Node have timers; this package is compiled without DOM or Node types.
declare const setTimeout: (run: () => void, ms: number) => unknown;
declare const clearTimeout: (timer: unknown) => void;

/** A notification as GET /api/me/notifications and its stream send it (spec 3 Notifications). */
export interface NotificationRecord {
  id: string;
  kind: 'admin' | 'customer' | 'vendor' | 'provider';
  type: 'new_order' | 'order_confirmation' | 'order_update' | 'service_booking' | 'ticket_answered' | 'enquiry_update' | 'ticket_opened' | 'approval' | 'review' | 'payout' | 'sign_up';
  title: string;
  message: string;
  status: 'unread' | 'read';
  createdAt: string;
  readAt: string | null;
  orderId: string | null;
  orderNumber: string | null;
  bookingId: string | null;
  /** Where its reader acts on it, a path of the site (a back-office record under /admin/), or null. */
  link: string | null;
  /**
   * Its words as data, for a client to say them in its reader's language: the template's key and
   * its raw parameters. Null for a notice read in English only (the admins') and for notices made
   * before it existed; `title` and `message` are always the English text, the fallback.
   */
  text: NotificationText | null;
}

/** Units a notice counts in pieces ('2 × Ragi Millet Cookies'); the others it measures ('12 tonnes of Basmati Rice'). */
export const COUNTED_UNITS: readonly string[] = ['piece', 'unit'];

/** One line of an order as a vendor's notice lists it: quantity in its unit ('piece', 'kg', 'tonne'), name as the vendor typed it. */
export interface NotificationLine {
  name: string;
  quantity: number;
  unit: string;
}

/**
 * The parameters a notice's template may name. Days and times as data ('2026-12-01', '10:00',
 * India's), amounts in paise, free text (a reason, a name, a courier) exactly as typed.
 */
export interface NotificationParams {
  orderNumber?: string;
  /** A service's, product's or enquiry's product name. */
  service?: string;
  product?: string;
  date?: string;
  time?: string;
  /** Why it was declined, cancelled or rejected, as its author typed it. */
  reason?: string;
  amountPaise?: number;
  pricePaise?: number;
  quantity?: number;
  unit?: string;
  courier?: string;
  trackingId?: string;
  reference?: string;
  rating?: number;
  /** A vendor's new order: its first lines, and how many more it has. */
  lines?: NotificationLine[];
  moreLines?: number;
}

/**
 * Every template a notice's `text.key` may name (the storefront has words for each in all its
 * languages). A key is stable: a template that says something else gets a new key.
 */
export const NOTIFICATION_KEYS = [
  // A customer's
  'order.placed',
  'order.paymentFailed',
  'order.paymentTimeout',
  'order.shipped',
  'order.trackingUpdated',
  'order.partCancelled',
  'order.partCancelledByAdmin',
  'order.cancelled',
  'order.cancelledByAdmin',
  'order.refunded',
  'order.latePaymentRefunded',
  'order.duplicatePaymentRefunded',
  'booking.requested',
  'booking.confirmed',
  'booking.confirmedByAdmin',
  'booking.declined',
  'booking.cancelled',
  'booking.cancelledByProvider',
  'booking.cancelledByAdmin',
  'booking.expired',
  'booking.completed',
  'booking.reviewReply',
  'booking.messageFromProvider',
  'booking.messageFromSupport',
  'ticket.answered',
  'enquiry.answered',
  'enquiry.quoted',
  'enquiry.quotedUntil',
  'enquiry.closed',
  // A vendor's or a provider's
  'vendor.newOrder',
  'vendor.newEnquiry',
  'vendor.orderCancelled',
  'vendor.orderCancelledByAdmin',
  'vendor.partCancelledByAdmin',
  'vendor.productApproved',
  'vendor.productRejected',
  'provider.bookingRequest',
  'provider.bookingConfirmed',
  'provider.bookingConfirmedByAdmin',
  'provider.bookingCancelled',
  'provider.bookingCancelledByAdmin',
  'provider.bookingDeclinedByAdmin',
  'provider.bookingExpired',
  'provider.bookingCompletedByAdmin',
  'provider.review',
  'provider.messageFromCustomer',
  'provider.messageFromSupport',
  'provider.serviceApproved',
  'provider.serviceApprovedAwaitingVerification',
  'provider.serviceRejected',
  'seller.payoutPaid',
  'seller.payoutPaidWithReference',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export interface NotificationText {
  key: NotificationKey;
  params: NotificationParams;
}

export interface NotificationPage {
  items: NotificationRecord[];
  total: number;
  page: number;
  perPage: number;
  unread: number;
}

/** One open stream as the app's fetch gives it: its status, and its text chunk by chunk (null at the end). */
export interface OpenedStream {
  status: number;
  read(): Promise<string | null>;
  close(): void;
}

/**
 * Opens the caller's notification stream with fetch: the bearer goes in a header, which
 * EventSource cannot send. A 401 renews the session once (`renew` answers the new access
 * token, or null when the session is over). Null when there is no session, or it is over.
 * `token` may renew an access token it knows to have expired before the stream is asked for.
 */
export async function openNotificationStream(
  url: string,
  session: { token: () => string | undefined | Promise<string | undefined>; renew: () => Promise<string | null> },
): Promise<OpenedStream | null> {
  const controller = new AbortController();
  const request = (token: string) => fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: controller.signal });
  const token = await session.token();
  if (!token) return null;
  let response = await request(token);
  if (response.status === 401) {
    await response.body?.cancel(); // the refused answer's body is never read
    const renewed = await session.renew();
    if (!renewed) return null;
    response = await request(renewed);
  }
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  return {
    status: response.status,
    read: async () => {
      const chunk = await reader?.read();
      return !chunk || chunk.done ? null : decoder.decode(chunk.value, { stream: true });
    },
    close: () => controller.abort(),
  };
}

/** Splits server-sent event text into `{event, data}` messages; comments (heartbeats) and partial blocks wait. */
export function eventStreamParser() {
  let buffer = '';
  return (chunk: string): { event: string; data: string }[] => {
    buffer += chunk.replace(/\r\n/g, '\n');
    const messages: { event: string; data: string }[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) messages.push({ event, data: data.join('\n') });
    }
    return messages;
  };
}

/** Waits before reconnecting: 1 s, doubling to 30 s; a stream that opened starts again at 1 s. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Follows GET /api/me/notifications/stream for a bell: the unread count and each new
 * notification, reconnecting after a drop. `open` returns null when there is no session
 * (the bell then waits for the next `stop`). 401 and 403 end it; 429 (too many tabs) retries slowly.
 * `onSessionOver` hears when it ends for want of a session (none, or one the server ended and
 * would not renew: a deactivated or erased account, signed out elsewhere), so a page can say so at once.
 */
export function followNotifications(handlers: {
  open: () => Promise<OpenedStream | null>;
  onUnread: (unread: number) => void;
  onNotification: (notification: NotificationRecord) => void;
  onSessionOver?: () => void;
}): () => void {
  let stopped = false;
  let current: OpenedStream | null = null;
  let timer: unknown;
  const run = async (attempt: number): Promise<void> => {
    if (stopped) return;
    let opened = false;
    try {
      current = await handlers.open();
      if (stopped) return current?.close();
      if (!current || current.status === 401) {
        current?.close();
        return handlers.onSessionOver?.();
      }
      if (current.status === 403) return current.close();
      if (current.status === 200) {
        opened = true;
        const parse = eventStreamParser();
        for (let chunk = await current.read(); chunk !== null && !stopped; chunk = await current.read()) {
          for (const { event, data } of parse(chunk)) {
            if (event === 'unread') handlers.onUnread((JSON.parse(data) as { unread: number }).unread);
            if (event === 'notification') handlers.onNotification(JSON.parse(data) as NotificationRecord);
          }
        }
      }
      current.close();
    } catch {
      // a dropped connection: reconnect below
    }
    if (!stopped) timer = setTimeout(() => void run(opened ? 0 : attempt + 1), backoff(opened ? 0 : attempt));
  };
  void run(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.close();
  };
}

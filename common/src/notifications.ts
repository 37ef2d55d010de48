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
 */
export function followNotifications(handlers: {
  open: () => Promise<OpenedStream | null>;
  onUnread: (unread: number) => void;
  onNotification: (notification: NotificationRecord) => void;
}): () => void {
  let stopped = false;
  let current: OpenedStream | null = null;
  let timer: unknown;
  const run = async (attempt: number): Promise<void> => {
    if (stopped) return;
    let opened = false;
    try {
      current = await handlers.open();
      if (!current || stopped) return current?.close();
      if (current.status === 401 || current.status === 403) return current.close();
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

import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { AuthUser } from '../../platform/auth/roles';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { NAME_SLOT } from './notification-sources';
import { ADMIN_INBOX } from './notifications.events';
import { NotificationDoc, notificationsProjection } from './notifications.projection';

/** Open live streams one person may hold (tabs, devices); one more is refused with 429. */
export const MAX_STREAMS_PER_USER = 5;
/** A comment line this often keeps proxies from closing an idle stream and tells a dead client. */
export const HEARTBEAT_MS = 25_000;
/** With the workers in another process there is no local position to listen to: the stream looks this often. */
const POLL_MS = 1000;
/** How often an open stream asks whether its caller still holds (role, status, session), besides before every push. */
export const CALLER_CHECK_MS = 2000;
/** Newest notifications a look sends at most (a burst beyond is in the list and the count). */
const PUSH_BATCH = 20;
/** What a person sees: not the notices held until their order is confirmed. */
const SHOWN = { $in: ['unread', 'read'] };

/**
 * A notice as its reader gets it: its sealed name opened into the message (`open`: the cipher's), where it acts on it (`link`, or null),
 * and its words as data for the storefront to say in its reader's language (`text`, or null: older notices, the admins').
 */
export const toNotificationRecord = (doc: NotificationDoc, open: (sealed: string) => string) => {
  const { _id, seq, recipient, releaseOn, partCancelled, sealedName, link, message, text, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest, message: sealedName ? message.replace(NAME_SLOT, () => String(open(sealedName))) : message, link: link ?? null, text: text ?? null };
};
export type NotificationRecord = ReturnType<typeof toNotificationRecord>;

/** What a stream is told: a new notification, or the unread count after any change. */
export type FeedMessage = { event: 'notification'; data: NotificationRecord } | { event: 'unread'; data: { unread: number } };

/** The inboxes a person reads: their own, and the shared admin inbox for admins. */
export const inboxesOf = (user: Pick<AuthUser, 'userId' | 'role'>) => (user.role === 'admin' ? [user.userId, ADMIN_INBOX] : [user.userId]);

/** The notices a person may see: those of their inboxes, shown (the bell, its stream and the back office's list alike). */
export const shownTo = (user: Pick<AuthUser, 'userId' | 'role'>) => ({ recipient: { $in: inboxesOf(user) }, status: SHOWN });

/**
 * Reads a person's notifications and pushes new ones to their open streams as the
 * notifications projection advances (or, with the workers elsewhere, by looking every second).
 */
@Injectable()
export class NotificationFeed implements OnModuleDestroy {
  private readonly open = new Map<string, number>();
  /** Each open stream's end: stops following and closes the response (server shutdown). */
  private readonly closers = new Set<() => void>();

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly readYourWrites: ReadYourWrites,
    private readonly cipher: PersonalDataCipher,
  ) {}

  private record(doc: NotificationDoc) {
    return toNotificationRecord(doc, (sealed) => String(this.cipher.open(sealed)));
  }

  private get notifications() {
    return this.readStore.collection<NotificationDoc>(notificationsProjection.collection);
  }

  async list(user: AuthUser, { page, perPage, status }: { page: number; perPage: number; status?: 'unread' | 'read' }) {
    const filter = { ...shownTo(user), ...(status && { status }) };
    const [docs, total, unread] = await Promise.all([
      this.notifications.find(filter, { sort: { createdAt: -1, _id: 1 }, skip: (page - 1) * perPage, limit: perPage }),
      this.notifications.count(filter),
      this.unread(user),
    ]);
    return { items: docs.map((doc) => this.record(doc)), total, page, perPage, unread };
  }

  /** One of the person's notifications as a record, with their unread count after it. */
  async one(user: AuthUser, id: string) {
    const doc = await this.notifications.findOne({ _id: id, ...shownTo(user) });
    return doc && { ...this.record(doc), unread: await this.unread(user) };
  }

  unread(user: AuthUser) {
    return this.notifications.count({ recipient: { $in: inboxesOf(user) }, status: 'unread' });
  }

  /** Takes one of the person's stream places; false when they hold MAX_STREAMS_PER_USER already. */
  acquire(userId: string): boolean {
    const held = this.open.get(userId) ?? 0;
    if (held >= MAX_STREAMS_PER_USER) return false;
    this.open.set(userId, held + 1);
    return true;
  }

  /** Gives a stream place back. */
  release(userId: string): void {
    const held = (this.open.get(userId) ?? 1) - 1;
    if (held > 0) this.open.set(userId, held);
    else this.open.delete(userId);
  }

  /**
   * Follows the person's inboxes: first the unread count, then each new notification and
   * the count whenever it changes; a heartbeat in between. Returns the stop function.
   *
   * The inboxes are the caller's as they were at the start, so the stream lasts only while
   * `holds` (the same role, still active, the session open): it is asked before every push and
   * every CALLER_CHECK_MS, and the stream closes, unsent, once it says no. It also closes at
   * `until` (the access token's expiry). The client opens a new one, with its new role's
   * inboxes, or a 401 that makes it renew its session.
   */
  async follow(
    user: AuthUser,
    send: (message: FeedMessage | 'heartbeat') => void,
    close: () => void,
    { holds, until }: { holds: () => Promise<boolean>; until?: number } = { holds: async () => true },
  ): Promise<() => void> {
    const newest = async () => this.notifications.find(shownTo(user), { sort: { seq: -1, _id: 1 }, limit: PUSH_BATCH });
    let lastSeq = (await newest())[0]?.seq ?? 0;
    let lastUnread = await this.unread(user);
    send({ event: 'unread', data: { unread: lastUnread } });
    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;
    const look = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        const fresh = (await newest()).filter((doc) => doc.seq > lastSeq).reverse();
        const unread = await this.unread(user);
        if (stopped) return;
        if (!(await holds())) return end();
        if (stopped) return;
        for (const doc of fresh) send({ event: 'notification', data: this.record(doc) });
        lastSeq = Math.max(lastSeq, ...fresh.map((doc) => doc.seq));
        if (unread !== lastUnread || fresh.length) send({ event: 'unread', data: { unread } });
        lastUnread = unread;
      })()
        .catch(() => undefined)
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            look();
          }
        });
    };
    const tracker = this.readYourWrites.busTracker(notificationsProjection.name);
    const unsubscribe = tracker ? tracker.onAdvance(look) : undefined;
    const poll = tracker ? undefined : setInterval(look, POLL_MS);
    const heartbeat = setInterval(() => send('heartbeat'), HEARTBEAT_MS);
    const check = setInterval(() => void holds().then((ok) => ok || end(), () => undefined), CALLER_CHECK_MS);
    // setTimeout takes at most 2^31-1 ms; a token lasting longer is checked by `holds` as well.
    const expiry = until === undefined ? undefined : setTimeout(() => end(), Math.min(Math.max(0, until - Date.now()), 2 ** 31 - 1));
    const stop = () => {
      if (stopped) return;
      stopped = true;
      unsubscribe?.();
      if (poll) clearInterval(poll);
      clearInterval(heartbeat);
      clearInterval(check);
      clearTimeout(expiry);
      this.release(user.userId);
      this.closers.delete(end);
    };
    const end = () => {
      stop();
      close();
    };
    this.closers.add(end);
    return stop;
  }

  /** Server shutdown: ends every stream so the process can close. */
  onModuleDestroy() {
    for (const end of [...this.closers]) end();
  }
}

import type { NotificationRecord } from '@bazaar/common';
import { useSyncExternalStore } from 'react';
import { followMyNotifications } from './notificationsApi';

/**
 * One live stream per tab, shared by the header bell and the dashboard's Notifications: it
 * opens with the first reader and closes with the last. `arrived` holds what came live,
 * newest first; `version` moves with every change so readers refetch their page.
 */
interface Feed {
  unread: number;
  arrived: NotificationRecord[];
  version: number;
}

let feed: Feed = { unread: 0, arrived: [], version: 0 };
const readers = new Set<() => void>();
let stop: (() => void) | null = null;

const publish = (next: Partial<Feed>) => {
  feed = { ...feed, ...next, version: feed.version + 1 };
  for (const reader of readers) reader();
};

function subscribe(onChange: () => void): () => void {
  readers.add(onChange);
  stop ??= followMyNotifications(
    (unread) => publish({ unread }),
    (n) => publish({ arrived: [n, ...feed.arrived.filter((a) => a.id !== n.id)].slice(0, 20) }),
  );
  return () => {
    readers.delete(onChange);
    if (readers.size === 0) {
      stop?.();
      stop = null;
      feed = { unread: 0, arrived: [], version: 0 };
    }
  };
}

/** A read on this device lowers the count at once (the stream confirms it). */
export const setUnread = (unread: number) => publish({ unread });

export const useNotificationFeed = (): Feed => useSyncExternalStore(subscribe, () => feed, () => feed);

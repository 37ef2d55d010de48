import { followNotifications, openNotificationStream, type NotificationPage, type NotificationRecord } from '@bazaar/common';
import { httpClient, refreshSession } from '../dataProvider';
import { getSession } from '../session';

const BASE = '/api/me/notifications';

export const listNotifications = async (perPage = 10): Promise<NotificationPage> => (await httpClient(`${BASE}?perPage=${perPage}`)).json as NotificationPage;

/** Mark all as read: every unread notice of the caller's inboxes (the newest 500 per call). */
export const markAllNotificationsRead = async (): Promise<{ marked: number; unread: number }> =>
    (await httpClient(`${BASE}/read-all`, { method: 'POST', body: JSON.stringify({}) })).json;

export const markNotificationRead = async (id: string): Promise<NotificationRecord & { unread: number }> =>
    (await httpClient(`${BASE}/${encodeURIComponent(id)}/read`, { method: 'POST', body: JSON.stringify({}) })).json;

/** The stream with this tab's session; a 401 renews it once. */
const openStream = () => openNotificationStream(`${BASE}/stream`, { token: () => getSession()?.accessToken, renew: async () => (await refreshSession())?.accessToken ?? null });

export const followMyNotifications = (onUnread: (unread: number) => void, onNotification: (n: NotificationRecord) => void, onSessionOver: () => void) =>
    followNotifications({ open: openStream, onUnread, onNotification, onSessionOver });

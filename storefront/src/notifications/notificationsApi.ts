import { followNotifications, openNotificationStream, type NotificationPage, type NotificationRecord } from '@bazaar/common';
import { api, freshAccessToken, refreshSession } from '../api/client';
import { readSession } from '../session/sessionStorage';

const BASE = '/api/me/notifications';

export const listNotifications = (page = 1, perPage = 10) => api<NotificationPage>(`${BASE}?page=${page}&perPage=${perPage}`, { auth: true });

/** Mark all as read: every unread notice (the newest 500 per call); answers how many and the unread count left. */
export const markAllNotificationsRead = () => api<{ marked: number; unread: number }>(`${BASE}/read-all`, { method: 'POST', body: {}, auth: true });

export const markNotificationRead = (id: string) => api<NotificationRecord & { unread: number }>(`${BASE}/${encodeURIComponent(id)}/read`, { method: 'POST', body: {}, auth: true });

/** The stream with the stored session; a 401 renews it once. */
const openStream = () =>
  openNotificationStream(`${BASE}/stream`, { token: freshAccessToken, renew: async () => ((await refreshSession()) ? (readSession()?.accessToken ?? null) : null) });

export const followMyNotifications = (onUnread: (unread: number) => void, onNotification: (n: NotificationRecord) => void) =>
  followNotifications({ open: openStream, onUnread, onNotification });

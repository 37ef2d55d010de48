import { followNotifications, type NotificationPage, type NotificationRecord, type OpenedStream } from '@bazaar/common';
import { api, refreshSession } from '../api/client';
import { readSession } from '../session/sessionStorage';

const BASE = '/api/me/notifications';

export const listNotifications = (page = 1, perPage = 10) => api<NotificationPage>(`${BASE}?page=${page}&perPage=${perPage}`, { auth: true });

/** Mark all as read: every unread notice (the newest 500 per call); answers how many and the unread count left. */
export const markAllNotificationsRead = () => api<{ marked: number; unread: number }>(`${BASE}/read-all`, { method: 'POST', body: {}, auth: true });

export const markNotificationRead = (id: string) => api<NotificationRecord & { unread: number }>(`${BASE}/${encodeURIComponent(id)}/read`, { method: 'POST', body: {}, auth: true });

/** The stream read with fetch (the bearer goes in a header, which EventSource cannot send); a 401 renews the session once. */
async function openStream(): Promise<OpenedStream | null> {
  const controller = new AbortController();
  const request = (token: string) => fetch(`${BASE}/stream`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: controller.signal });
  const token = readSession()?.accessToken;
  if (!token) return null;
  let response = await request(token);
  if (response.status === 401 && (await refreshSession())) response = await request(readSession()!.accessToken);
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

export const followMyNotifications = (onUnread: (unread: number) => void, onNotification: (n: NotificationRecord) => void) =>
  followNotifications({ open: openStream, onUnread, onNotification });

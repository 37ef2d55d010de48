import { followNotifications, type NotificationPage, type NotificationRecord, type OpenedStream } from '@bazaar/common';
import { httpClient, refreshSession } from '../dataProvider';
import { getSession } from '../session';

const BASE = '/api/me/notifications';

export const listNotifications = async (perPage = 10): Promise<NotificationPage> => (await httpClient(`${BASE}?perPage=${perPage}`)).json as NotificationPage;

/** Mark all as read: every unread notice of the caller's inboxes (the newest 500 per call). */
export const markAllNotificationsRead = async (): Promise<{ marked: number; unread: number }> =>
    (await httpClient(`${BASE}/read-all`, { method: 'POST', body: JSON.stringify({}) })).json;

export const markNotificationRead = async (id: string): Promise<NotificationRecord & { unread: number }> =>
    (await httpClient(`${BASE}/${encodeURIComponent(id)}/read`, { method: 'POST', body: JSON.stringify({}) })).json;

/** The stream read with fetch (the bearer goes in a header, which EventSource cannot send); a 401 renews the session once. */
const openStream = async (): Promise<OpenedStream | null> => {
    const controller = new AbortController();
    const request = (token: string) => fetch(`${BASE}/stream`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: controller.signal });
    const session = getSession();
    if (!session) return null;
    let response = await request(session.accessToken);
    if (response.status === 401) {
        const renewed = await refreshSession();
        if (!renewed) return null;
        response = await request(renewed.accessToken);
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
};

export const followMyNotifications = (onUnread: (unread: number) => void, onNotification: (n: NotificationRecord) => void) =>
    followNotifications({ open: openStream, onUnread, onNotification });

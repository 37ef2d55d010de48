import { useSyncExternalStore } from 'react';
import { Notification } from 'react-admin';

/** The height of react-admin's notification while one shows (0: none), for the latest notice to stand above it. */
let shownHeight = 0;
const listeners = new Set<() => void>();
const setShownHeight = (height: number) => {
    shownHeight = height;
    listeners.forEach(listener => listener());
};
const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** How tall react-admin's notification on screen is (0 while none shows). */
export const useNotificationHeight = () => useSyncExternalStore(subscribe, () => shownHeight);

/**
 * react-admin's notification (errors, a live notice from the bell...), telling the latest notice
 * how tall it is while it shows: both sit at the bottom centre, and the latest notice (a part's
 * status) stacks above it instead of covering it. onExited stays react-admin's (it ends the notice).
 */
export const StackedNotification = () => (
    <Notification
        slotProps={{
            transition: {
                onEnter: (node: HTMLElement) => setShownHeight(node.offsetHeight),
                onExit: () => setShownHeight(0),
            },
        }}
    />
);

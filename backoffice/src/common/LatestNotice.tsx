import { Snackbar, SnackbarContent } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useNotificationHeight } from './StackedNotification';

/** A message to show, or null to take the one shown away (a later move failed). */
type ShowNotice = (message: string | null) => void;

const LatestNoticeContext = createContext<ShowNotice>(() => undefined);

/**
 * One notice that a newer one replaces at once. react-admin's notify queues: each waits until the
 * one before has shown its 4 s, so after Processing, Shipped and Delivered in quick succession the
 * page said 'Processing' while the part was already delivered. An outcome that supersedes the
 * last one (a part's status) goes here instead; it lives in the layout, so it outlasts the button
 * that raised it (Update Status is gone once a part is delivered).
 */
export const LatestNoticeProvider = ({ children }: { children: ReactNode }) => {
    const [notice, setNotice] = useState<{ key: number; message: string } | null>(null);
    const show = useCallback<ShowNotice>(message => setNotice(current => (message === null ? null : { key: (current?.key ?? 0) + 1, message })), []);
    // react-admin's notification shares the bottom centre: while one shows, this one stands 8 px above it.
    const below = useNotificationHeight();
    return (
        <LatestNoticeContext.Provider value={show}>
            {children}
            {/* A new key is a new snackbar: the old one goes without waiting out its time. */}
            <Snackbar
                key={notice?.key}
                open={notice !== null}
                autoHideDuration={4000}
                onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
                sx={below ? { bottom: { xs: 8 + below + 8, sm: 24 + below + 8 } } : undefined}
            >
                <SnackbarContent
                    message={notice?.message}
                    role="status"
                    data-testid="latest-notice"
                    sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
                />
            </Snackbar>
        </LatestNoticeContext.Provider>
    );
};

/** Shows `message` as the latest outcome, replacing any notice still on screen (null: none). */
export const useLatestNotice = () => useContext(LatestNoticeContext);

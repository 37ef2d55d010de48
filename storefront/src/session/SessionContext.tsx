import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { api, ApiError } from '../api/client';
import { clearSession, readSession, SESSION_EVENT, SESSION_KEY, writeSession } from './sessionStorage';
import type { AuthResponse, Session, SessionUser } from './sessionTypes';

interface SessionContextValue {
  session: Session | null;
  signIn: (auth: AuthResponse) => void;
  /** Keeps the fresh tokens the server answered for this same sign-in (after a password or e-mail change ended the others). */
  renewSession: (auth: AuthResponse) => void;
  /** Replaces the signed-in user's details (after a profile change on the server). */
  updateUser: (user: Partial<SessionUser>) => void;
  /** Ends the session on the server (best effort) and on this device. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) onChange();
  };
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let lastRaw: string | null | undefined;
let lastSession: Session | null = null;
function getSnapshot(): Session | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSession = readSession();
  }
  return lastSession;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribe, getSnapshot, () => null);

  const signIn = useCallback((auth: AuthResponse) => {
    writeSession(auth);
    // A customer's device cart joins the one kept on the server (best effort: the device keeps its own otherwise).
    if (auth.user.role === 'customer') void import('../cart/cartSync').then((m) => m.mergeCartAtSignIn(auth.user.id)).catch(() => undefined);
  }, []);

  // The same person stays signed in on this device: no cart merge (their device cart is already the server's).
  const renewSession = useCallback((auth: AuthResponse) => writeSession(auth), []);

  const updateUser = useCallback((user: Partial<SessionUser>) => {
    const current = readSession();
    if (current) writeSession({ ...current, user: { ...current.user, ...user } });
  }, []);

  // On start, confirm a stored session with the server: a revoked or expired one (that cannot be
  // refreshed) is forgotten, and a renamed user shows the new name.
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    api<SessionUser>('/auth/me', { auth: true, signal: controller.signal })
      .then((user) => {
        const current = readSession();
        const changed =
          current &&
          current.user.id === user.id &&
          (current.user.name !== user.name || current.user.email !== user.email || current.user.role !== user.role || (user.phoneVerified !== undefined && current.user.phoneVerified !== user.phoneVerified));
        if (current && changed) {
          writeSession({ ...current, user: { ...current.user, ...user } });
        }
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) clearSession();
      });
    return () => controller.abort();
  }, [userId]);

  const signOut = useCallback(async () => {
    const current = readSession();
    try {
      // While still signed in: the customer's cart goes to the server, and leaves the device.
      if (current?.user.role === 'customer') await import('../cart/cartSync').then((m) => m.saveCartAtSignOut()).catch(() => undefined);
      if (current) await api('/auth/logout', { method: 'POST', body: { refreshToken: current.refreshToken }, auth: true });
    } catch {
      // The device forgets the session whatever the server says; the refresh token expires on its own.
    } finally {
      clearSession();
    }
  }, []);

  const value = useMemo(() => ({ session, signIn, renewSession, updateUser, signOut }), [session, signIn, renewSession, updateUser, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

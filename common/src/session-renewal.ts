/**
 * Session renewal shared by every tab of a browser: tabs keep one session in localStorage,
 * and when their access tokens expire together they would all spend the same refresh token.
 * The Web Locks API lets one tab renew while the others wait; a tab that then finds another
 * refresh token stored than the one it held takes that session instead of spending its own.
 * Without the API (old browsers, tests) each tab renews alone, and the server's short grace
 * for a token used twice (credential-store.ts) keeps the slower tab signed in.
 */
export function renewOncePerBrowser<T>(lockName: string, refreshTokenHeld: string, stored: () => { refreshToken: string } | null, renew: () => Promise<T>, takeStored: () => T): Promise<T> {
  const work = async () => {
    const now = stored();
    return now && now.refreshToken !== refreshTokenHeld ? takeStored() : renew();
  };
  // common/ is built without the DOM's types: the browser's navigator.locks, looked up by hand.
  const locks = (globalThis as { navigator?: { locks?: { request<R>(name: string, callback: () => Promise<R>): Promise<R> } } }).navigator?.locks;
  return locks ? locks.request(lockName, work) : work();
}

/**
 * Set in sessionStorage by the back office's Logout when it sends a seller to the site root;
 * the storefront shows 'Logged out successfully' once that page has loaded, and removes it
 * (both apps are served from one origin, so the tab's sessionStorage is shared).
 */
export const LOGGED_OUT_NOTICE_KEY = 'bazaar.loggedOutNotice';

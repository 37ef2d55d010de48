import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGGED_OUT_NOTICE_KEY } from '@bazaar/common';
import { Outlet, useLocation } from 'react-router-dom';
import { Banner } from './Banner';
import { Header } from './Header';
import { useToast } from './Toast';
import { TopBar } from './TopBar';
import './Layout.css';

// Below the fold on every page: it follows the first screen instead of delaying it.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/**
 * On client-side navigation (not on first load): a new page scrolls to the top, or to its #hash
 * target, and the focus moves to it, so the keyboard and screen readers start on the new page and
 * not on <body> (the link pressed is gone with the old page: the dashboard#section links of the
 * bell, the enquiry, the booking and the order pages). A hash alone changing on the same page
 * (the dashboard's sidebar) only scrolls to its target: the focus stays on the link pressed.
 */
function useRouteFocus(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const firstLoad = shownPath.current === null;
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (firstLoad) return;
    if (hash) {
      if (newPage) mainRef.current?.focus({ preventScroll: true });
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash, mainRef]);
}

/** Spec 8: a dashboard's Logout says 'Logged out successfully', also when the back office sent the seller to the site root. */
function useBackOfficeLogoutNotice() {
  const { t } = useTranslation();
  const { notify } = useToast();
  useEffect(() => {
    if (sessionStorage.getItem(LOGGED_OUT_NOTICE_KEY) === null) return;
    sessionStorage.removeItem(LOGGED_OUT_NOTICE_KEY);
    notify({ title: t('dashboard.loggedOut') });
  }, [notify, t]);
}

export function Layout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  useBackOfficeLogoutNotice();
  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <TopBar />
      <Header />
      <Banner />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="app-main">
        <Suspense
          fallback={
            <div className="app-loading" role="status">
              <span className="spinner" />
              <span className="visually-hidden">{t('common.loading')}</span>
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

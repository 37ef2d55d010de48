import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import {
  BUSINESS_SERVICES,
  menuPath,
  PROFESSIONAL_SERVICES,
  RETAIL_CATEGORIES,
  WHOLESALE_CATEGORIES,
} from '../catalog/categories';
import { CartLink } from '../components/CartLink';
import { HeaderSearch } from '../components/HeaderSearch';
import { Icon } from '../components/Icon';
import { Logo } from '../components/Logo';
import { useSession } from '../session/SessionContext';
import { MegaMenu } from './MegaMenu';
import './Header.css';

// The drawer is code only small screens open: fetched on the first tap, kept mounted after.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

// Signed-in visitors only: a first, signed-out visit does not load it.
const NotificationBell = lazy(() => import('../notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));

type OpenMenu = 'products' | 'services' | null;

export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const { session } = useSession();
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileUsed, setMobileUsed] = useState(false);
  if (mobileOpen && !mobileUsed) setMobileUsed(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [location.pathname, location.search]);

  const productsChange = useCallback((open: boolean) => setOpenMenu((m) => (open ? 'products' : m === 'products' ? null : m)), []);
  const servicesChange = useCallback((open: boolean) => setOpenMenu((m) => (open ? 'services' : m === 'services' ? null : m)), []);

  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <header className="site-header">
      <div className="container site-header__main">
        <Logo />
        <HeaderSearch className="site-header__search" />
        <div className="site-header__actions">
          {session && (
            <Suspense fallback={null}>
              <NotificationBell role={session.user.role} />
            </Suspense>
          )}
          <CartLink />
          <button
            ref={menuButtonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(true)}
            data-testid="mobile-menu-button"
          >
            <Icon name="menu" size={24} />
            <span className="visually-hidden">{t('header.openMenu')}</span>
          </button>
        </div>
      </div>
      <nav className="main-nav" aria-label={t('header.mainNav')}>
        <ul className="container main-nav__list">
          <li className="main-nav__item">
            <NavLink to="/" end className="main-nav__link">
              {t('nav.home')}
            </NavLink>
          </li>
          <li className="main-nav__item">
            <NavLink to="/about" className="main-nav__link">
              {t('nav.about')}
            </NavLink>
          </li>
          <MegaMenu
            label={t('nav.products')}
            open={openMenu === 'products'}
            onOpenChange={productsChange}
            testId="products-menu"
            columns={[
              { heading: t('nav.wholesale'), categories: WHOLESALE_CATEGORIES, all: { path: '/wholesale', label: t('nav.allWholesale') } },
              { heading: t('nav.retail'), categories: RETAIL_CATEGORIES, all: { path: '/retail', label: t('nav.allRetail') } },
            ]}
          />
          <MegaMenu
            label={t('nav.services')}
            open={openMenu === 'services'}
            onOpenChange={servicesChange}
            testId="services-menu"
            columns={[
              { heading: t('nav.professional'), categories: PROFESSIONAL_SERVICES, pathOf: menuPath },
              { heading: t('nav.business'), categories: BUSINESS_SERVICES, pathOf: menuPath },
            ]}
            footer={{ path: '/services', label: t('nav.allServices') }}
          />
          <li className="main-nav__item">
            <NavLink to="/wholesale-rate-list" className="main-nav__link">
              {t('nav.rateList')}
            </NavLink>
          </li>
          <li className="main-nav__item">
            <NavLink to="/csr" className="main-nav__link">
              {t('nav.csr')}
            </NavLink>
          </li>
          <li className="main-nav__item">
            <NavLink to="/blog" className="main-nav__link">
              {t('nav.blog')}
            </NavLink>
          </li>
          <li className="main-nav__item">
            <NavLink to="/contact" className="main-nav__link">
              {t('nav.contact')}
            </NavLink>
          </li>
        </ul>
      </nav>
      {mobileUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onClose={closeMobile} />
        </Suspense>
      )}
    </header>
  );
}

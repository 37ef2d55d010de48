import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { menuPath, POPULAR_SERVICES, RETAIL_CATEGORIES, WHOLESALE_CATEGORIES, type Category } from '../catalog/categories';
import { ART_TONE, CategoryArt } from '../components/CategoryArt';
import { HeaderSearch } from '../components/HeaderSearch';
import { Icon } from '../components/Icon';
import { Logo } from '../components/Logo';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

type Section = 'wholesale' | 'retail' | 'services';

function CategoryLinks({ categories, pathOf = (c) => c.path }: { categories: readonly Category[]; pathOf?: (c: Category) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="mobile-menu__sublist">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={pathOf(category)} className="mobile-menu__sublink">
            <span className="mega__thumb" style={{ background: ART_TONE[category.id] }}>
              <CategoryArt kind={category.id} />
            </span>
            {t(`categories.${category.id}.name`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The small-screen navigation: a modal drawer mirroring the header, with retail categories and popular services. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const [section, setSection] = useState<Section | null>('retail');

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('.mobile-menu__close')?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const toggle = (next: Section) => setSection((current) => (current === next ? null : next));

  const group = (id: Section, label: string, body: React.ReactNode) => (
    <li className="mobile-menu__group">
      <button
        type="button"
        className="mobile-menu__link mobile-menu__toggle"
        aria-expanded={section === id}
        aria-controls={`mobile-menu-${id}`}
        onClick={() => toggle(id)}
      >
        {label}
        <Icon name="chevronDown" size={18} className="mobile-menu__chevron" />
      </button>
      <div id={`mobile-menu-${id}`} hidden={section !== id}>
        {body}
      </div>
    </li>
  );

  // Portalled to <body>: the sticky header's backdrop filter would otherwise contain the fixed drawer.
  return createPortal(
    <div className="mobile-menu" onKeyDown={onKeyDown}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        data-testid="mobile-menu"
      >
        <div className="mobile-menu__top">
          <Logo />
          <button type="button" className="mobile-menu__close" onClick={onClose}>
            <Icon name="close" size={22} />
            <span className="visually-hidden">{t('header.closeMenu')}</span>
          </button>
        </div>
        <HeaderSearch className="mobile-menu__search" onSearched={onClose} />
        <nav aria-label={t('header.mainNav')}>
          <ul className="mobile-menu__list">
            <li>
              <NavLink to="/" end className="mobile-menu__link">
                <Icon name="home" size={18} /> {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className="mobile-menu__link">
                <Icon name="info" size={18} /> {t('nav.about')}
              </NavLink>
            </li>
            {group(
              'wholesale',
              t('nav.wholesale'),
              <>
                <CategoryLinks categories={WHOLESALE_CATEGORIES} />
                <Link to="/wholesale" className="mobile-menu__all">
                  {t('nav.allWholesale')} <Icon name="arrowRight" size={16} />
                </Link>
              </>,
            )}
            {group(
              'retail',
              t('nav.retail'),
              <>
                <CategoryLinks categories={RETAIL_CATEGORIES} />
                <Link to="/retail" className="mobile-menu__all">
                  {t('nav.allRetail')} <Icon name="arrowRight" size={16} />
                </Link>
              </>,
            )}
            {group(
              'services',
              t('nav.popularServices'),
              <>
                <CategoryLinks categories={POPULAR_SERVICES} pathOf={menuPath} />
                <Link to="/services" className="mobile-menu__all">
                  {t('nav.allServices')} <Icon name="arrowRight" size={16} />
                </Link>
              </>,
            )}
            <li>
              <NavLink to="/wholesale-rate-list" className="mobile-menu__link">
                <Icon name="chart" size={18} /> {t('nav.rateList')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/csr" className="mobile-menu__link">
                <Icon name="leaf" size={18} /> {t('nav.csr')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog" className="mobile-menu__link">
                <Icon name="book" size={18} /> {t('nav.blog')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className="mobile-menu__link">
                <Icon name="mail" size={18} /> {t('nav.contact')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/checkout" className="mobile-menu__link">
                <Icon name="cart" size={18} /> {t('header.cart')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { initials } from '../components/initials';
import { DASHBOARD_PATH } from '../session/dashboards';
import { useSession } from '../session/SessionContext';
import type { SessionUser } from '../session/sessionTypes';
import { TOP_BAR_TOAST_MS, useToast } from './Toast';

/** The signed-in user's name and type, their one dashboard, and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const { notify } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    setOpen(false);
    notify({ title: t('toast.loggedOut.title'), description: t('toast.loggedOut.description'), duration: TOP_BAR_TOAST_MS });
    navigate('/');
  };

  const displayName = user.name || user.email;
  const roleLabel = t(`roles.${user.role}`);

  return (
    <div
      className="account-menu"
      ref={rootRef}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-menu-button"
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initials(displayName)}
        </span>
        <span className="account-menu__who">
          <span className="account-menu__name">{displayName}</span>
          <span className="account-menu__role">{roleLabel}</span>
        </span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <div id={menuId} className="account-menu__panel" data-testid="account-menu">
          <div className="account-menu__header">
            <span className="account-menu__header-name">{displayName}</span>
            <span className="account-menu__header-email">{user.email}</span>
            <span className="account-menu__badge">{roleLabel}</span>
          </div>
          <ul className="account-menu__list">
            <li>
              <Link to={DASHBOARD_PATH[user.role]} className="account-menu__item" onClick={() => setOpen(false)} data-testid="dashboard-link">
                <Icon name="dashboard" size={18} />
                {t(`topBar.dashboard.${user.role}`)}
              </Link>
            </li>
            <li>
              <button type="button" className="account-menu__item" onClick={logout} disabled={busy} data-testid="logout-button">
                <Icon name="logout" size={18} />
                {t('topBar.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { DASHBOARD_PATH } from '../../session/dashboards';
import { useSession } from '../../session/SessionContext';
import type { SessionUser } from '../../session/sessionTypes';
import { Icon } from '../Icon';

interface SignedInPanelProps {
  user: SessionUser;
  /** Shown above the actions, e.g. why this page wants another account. */
  message?: string;
  /** Called after logging out here, before the signed-out form shows. */
  onSignedOut?: () => void;
  /** Leave out the "Signed in as" line where the page heading already says it. */
  hideWho?: boolean;
}

/** For a visitor who is already signed in: who they are, their dashboard, and a way to switch accounts. */
export function SignedInPanel({ user, message, onSignedOut, hideWho = false }: SignedInPanelProps) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const { notify } = useToast();
  const [busy, setBusy] = useState(false);

  const switchAccount = async () => {
    setBusy(true);
    await signOut();
    onSignedOut?.();
    notify({ title: t('toast.loggedOut.title'), description: t('toast.loggedOut.description'), duration: TOP_BAR_TOAST_MS });
  };

  return (
    <div className="signed-in" data-testid="signed-in-panel">
      {!hideWho && (
        <p className="signed-in__who">
          <Icon name="user" size={18} />
          <span>{t('auth.signedInAs', { name: user.name || user.email, role: t(`roles.${user.role}`) })}</span>
        </p>
      )}
      {message && (
        <div className="alert alert--info" role="status">
          <Icon name="info" size={20} />
          <p>{message}</p>
        </div>
      )}
      <div className="auth__signed-in">
        <Link to={DASHBOARD_PATH[user.role]} className="btn" data-testid="signed-in-dashboard">
          <Icon name="dashboard" size={18} /> {t(`topBar.dashboard.${user.role}`)}
        </Link>
        <button type="button" className="btn btn--outline" onClick={switchAccount} disabled={busy} data-testid="switch-account">
          <Icon name="logout" size={18} /> {t('auth.switchAccount')}
        </button>
        <Link to="/" className="auth__home-link">
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}

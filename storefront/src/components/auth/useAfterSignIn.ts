import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { openBackOffice, usesBackOffice } from '../../session/backOffice';
import { useSession } from '../../session/SessionContext';
import { isSafeRedirect, takeRedirectTarget } from '../../session/sessionStorage';
import type { AuthResponse } from '../../session/sessionTypes';

/** A notice shown on arrival in place of 'Login Successful' (a new account's welcome). */
export interface ArrivalNotice {
  title: string;
  description: string;
}

/**
 * Stores a fresh session and moves on (spec 2.10): customers go to /checkout when a checkout is
 * pending, else to the stored target (with the 'Login Successful' notice), else to `fallback`;
 * vendors, providers and admins go to the back office, where their dashboards live. A brand-new
 * account passes its own `welcome`, shown wherever it lands instead of 'Welcome back'.
 */
export function useAfterSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { notify } = useToast();

  return useCallback(
    (auth: AuthResponse, fallback = '/', welcome?: ArrivalNotice) => {
      const stored = takeRedirectTarget();
      signIn(auth);
      if (usesBackOffice(auth.user.role)) {
        openBackOffice();
        return;
      }
      if (welcome) notify({ ...welcome, duration: TOP_BAR_TOAST_MS });
      else if (stored) notify({ title: t('toast.loginSuccessful.title'), description: t('toast.loginSuccessful.description'), duration: TOP_BAR_TOAST_MS });
      navigate(stored ?? (isSafeRedirect(fallback) ? fallback : '/'), { replace: true });
    },
    [navigate, notify, signIn, t],
  );
}

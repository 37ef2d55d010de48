import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabs } from '../useTabs';

export type JoinTab = 'signup' | 'login';
const TABS: readonly JoinTab[] = ['signup', 'login'];

interface JoinTabsProps {
  label: string;
  signup: ReactNode;
  login: ReactNode;
}

/**
 * Sign Up and Login tabs (spec 2.10). The open tab is the URL hash (#login), so a link can open
 * the login tab. Both panels stay mounted, so a half-filled form survives a look at the other tab.
 */
export function JoinTabs({ label, signup, login }: JoinTabsProps) {
  const { t } = useTranslation();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const active: JoinTab = hash === '#login' ? 'login' : 'signup';
  const { tabProps, panelProps } = useTabs({
    tabs: TABS,
    selected: active,
    onSelect: (tab) => navigate({ pathname, search, hash: tab === 'login' ? '#login' : '#signup' }, { replace: true, preventScrollReset: true }),
    panelsMounted: true,
  });

  return (
    <div className="join-tabs">
      <div role="tablist" aria-label={label} className="join-tabs__list">
        {TABS.map((tab) => (
          <button key={tab} {...tabProps(tab)} className="join-tabs__tab" data-testid={`tab-${tab}`}>
            {tab === 'signup' ? t('join.signUp') : t('join.login')}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} {...panelProps(tab)} className="join-tabs__panel">
          {tab === 'signup' ? signup : login}
        </div>
      ))}
    </div>
  );
}

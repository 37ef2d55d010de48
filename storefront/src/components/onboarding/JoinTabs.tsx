import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

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
  const id = useId();
  const refs = useRef<Record<JoinTab, HTMLButtonElement | null>>({ signup: null, login: null });
  const active: JoinTab = hash === '#login' ? 'login' : 'signup';

  const select = (tab: JoinTab, focus = false) => {
    if (tab !== active) navigate({ pathname, search, hash: tab === 'login' ? '#login' : '#signup' }, { replace: true, preventScrollReset: true });
    if (focus) refs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const index = TABS.indexOf(active);
    let next: number | null = null;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = (index + 1) % TABS.length;
    if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next]!, true);
  };

  return (
    <div className="join-tabs">
      <div role="tablist" aria-label={label} className="join-tabs__list">
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            className="join-tabs__tab"
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
            data-testid={`tab-${tab}`}
          >
            {tab === 'signup' ? t('join.signUp') : t('join.login')}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} hidden={active !== tab} className="join-tabs__panel">
          {tab === 'signup' ? signup : login}
        </div>
      ))}
    </div>
  );
}

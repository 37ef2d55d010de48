import { useId, useRef, type KeyboardEvent } from 'react';

interface UseTabsOptions<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /**
   * True when every tab's panel stays in the page (hidden when not selected); false when only the
   * selected tab's panel is rendered, so only the selected tab names a panel in aria-controls.
   */
  panelsMounted?: boolean;
}

/**
 * The WAI-ARIA tabs pattern (automatic activation): Left/Right arrows (mirrored right-to-left)
 * and Home/End move to a tab and select it; only the selected tab is in the Tab order (roving
 * tabindex); each tab and its panel name each other (aria-controls, aria-labelledby). Spread
 * `tabProps(tab)` on each role=tab button and `panelProps(tab)` on its panel; the tablist itself
 * needs an accessible name (aria-label).
 */
export function useTabs<T extends string>({ tabs, selected, onSelect, panelsMounted = false }: UseTabsOptions<T>) {
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement | null>());
  const tabId = (tab: T) => `${id}-${tab}-tab`;
  const panelId = (tab: T) => `${id}-${tab}-panel`;

  const onKeyDown = (from: T) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = tabs.indexOf(from);
    let next: number | null = null;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = (index + 1) % tabs.length;
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    if (tab !== selected) onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  const tabProps = (tab: T) => ({
    ref: (el: HTMLButtonElement | null) => {
      refs.current.set(tab, el);
    },
    type: 'button' as const,
    role: 'tab',
    id: tabId(tab),
    'aria-selected': tab === selected,
    'aria-controls': panelsMounted || tab === selected ? panelId(tab) : undefined,
    tabIndex: tab === selected ? 0 : -1,
    onClick: () => {
      if (tab !== selected) onSelect(tab);
    },
    onKeyDown: onKeyDown(tab),
  });

  const panelProps = (tab: T) => ({
    role: 'tabpanel',
    id: panelId(tab),
    'aria-labelledby': tabId(tab),
    hidden: tab !== selected,
  });

  return { tabProps, panelProps };
}

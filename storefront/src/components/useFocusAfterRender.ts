import { useCallback, useEffect, useRef } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves focus once React has committed the render that follows: `focusAfter(find)` keeps `find`
 * until a render after which it finds an element, then focuses that. For what an action replaces
 * (a button that goes, a refused form's first field), so keyboard and screen-reader users land on
 * the outcome instead of <body>; a timer or animation frame could run before that render.
 */
export function useFocusAfterRender(): (find: Target) => void {
  const pending = useRef<Target | null>(null);
  useEffect(() => {
    const target = pending.current?.();
    if (!target) return;
    pending.current = null;
    target.focus();
  });
  return useCallback((find: Target) => {
    pending.current = find;
  }, []);
}

/** A refused form's first marked field (aria-invalid, or data-invalid on a control standing for a line). */
export const firstInvalid = (within: HTMLElement | null | undefined) => within?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]') ?? null;

import { useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Opens a `<dialog>` as a modal while the component is mounted: the page behind is inert, Tab
 * and Shift+Tab go round the dialog's controls (a modal alone lets Tab leave for the browser's
 * own bar), and Escape fires its `cancel` event. When it goes, focus goes back to where it came from
 * (the element focused when it opened), or to `fallback()` when that element is gone or
 * disabled by then, so keyboard and screen-reader users keep their place instead of landing on
 * the page's <body>.
 */
export function useModalDialog(fallback?: () => HTMLElement | null | undefined) {
  const ref = useRef<HTMLDialogElement>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!dialog.open) dialog.showModal();
    const trap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.matches(':disabled') && el.getClientRects().length > 0);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const at = document.activeElement;
      if (event.shiftKey ? at === first || !dialog.contains(at) : at === last || !dialog.contains(at)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    dialog.addEventListener('keydown', trap);
    return () => {
      dialog.removeEventListener('keydown', trap);
      dialog.close();
      // Runs once React has applied the render that removed the dialog: the opener may be gone.
      const usable = (el: HTMLElement | null | undefined): el is HTMLElement => !!el && el.isConnected && !el.matches(':disabled');
      const target = usable(opener) ? opener : fallbackRef.current?.();
      if (usable(target)) target.focus();
    };
  }, []);
  return ref;
}

/**
 * After the render that marks a form's refused fields (aria-invalid, or data-invalid on a control
 * standing for a line), moves focus to the first of them, or to the form's error message when no
 * field is named, so keyboard and screen-reader users land on what to fix instead of <body>.
 */
export function focusFirstInvalid(within: () => HTMLElement | null | undefined, fallback?: () => HTMLElement | null | undefined): void {
  window.requestAnimationFrame(() => {
    const first = within()?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
    (first ?? fallback?.())?.focus();
  });
}

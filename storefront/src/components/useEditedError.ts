import { useEffect, useRef, useState } from 'react';

/**
 * A field's message (its error, or the banner id it is described by) until its control is
 * edited: the customer corrected it, so it stops being shown, marked `aria-invalid` and
 * described, without waiting for the next submit. That submit (of the field's form) shows what
 * the form then says, the same message again included. Spread `onChange` on the element that
 * holds the control: React's change events bubble to it from any input, select or textarea.
 */
export function useEditedError<E extends HTMLElement>(message: string | undefined) {
  const ref = useRef<E>(null);
  /** The message that was shown when the control was last edited; undefined after a submit. */
  const [edited, setEdited] = useState<string | undefined>();
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const submitted = () => setEdited(undefined);
    form.addEventListener('submit', submitted);
    return () => form.removeEventListener('submit', submitted);
  }, []);
  const shown = message !== undefined && message !== edited;
  return { ref, shown, onChange: () => setEdited(message) };
}

/** A form's messages by field, with the banner's under `form`. */
export type FormMessages = Record<string, string | undefined>;

/**
 * The messages after the person changed `field`: that field's own goes at once; the banner
 * stays while another field still has one (it speaks of them) and goes with the last.
 * Unchanged (the same object) when the field had none: a banner raised without field
 * messages (a network error, wrong credentials) stays until the next submit.
 * The one rule of both front ends' forms (storefront checkout, sign-in, supplier
 * registration; the back office's sign-in and sign-up).
 */
export function afterEdit<M extends FormMessages>(messages: M, field: string): M {
  if (!messages[field]) return messages;
  const rest = Object.fromEntries(Object.entries(messages).filter(([key, message]) => key !== field && !!message));
  const othersLeft = Object.keys(rest).some((key) => key !== 'form');
  if (!othersLeft) delete rest.form;
  return rest as M;
}

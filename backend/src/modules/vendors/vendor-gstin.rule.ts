import { gstinStateMessage, gstinStateMismatch } from '@bazaar/common';

/**
 * A vendor's GSTIN must be the one of the state their profile names: the invoice charges
 * CGST + SGST when that state is the place of supply and IGST otherwise, so a GSTIN of another
 * state would print taxes the buyer cannot claim under the seller's registration. Refused
 * (400) when an edit sets the GSTIN or the state and the two then disagree, on the field the
 * edit changed (the GSTIN's when both); a record that disagreed before and whose edit touches
 * neither is left alone, as is an older free-text tax id or a state no GST code names (ADR 0065).
 */
export function gstinStateRefusal(current: { taxId: string | null; state: string }, edit: { taxId?: string; state?: string }): Record<string, string> | null {
  if (edit.taxId === undefined && edit.state === undefined) return null;
  const taxId = edit.taxId ?? current.taxId;
  const state = edit.state ?? current.state;
  const gstinState = gstinStateMismatch(taxId, state);
  if (!gstinState) return null;
  return { [edit.taxId !== undefined ? 'taxId' : 'state']: gstinStateMessage(gstinState, state) };
}

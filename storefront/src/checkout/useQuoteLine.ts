import { useCallback, useEffect, useState } from 'react';
import { fetchMyEnquiry, orderableQuote, type MyEnquiry } from '../api/enquiries';
import type { ServerCart } from './checkoutApi';

/** Checkout's quote mode: the one line an enquiry's quote makes, or why it cannot be ordered. */
export type QuoteLineLoad =
  | { state: 'loading' }
  | { state: 'ready'; enquiry: MyEnquiry; cart: ServerCart }
  | { state: 'unavailable'; enquiry: MyEnquiry | null }
  | { state: 'error' };

/**
 * Reads the customer's own enquiry and shapes its quote as a one-line cart (product and
 * quantity of the quote at its price per tonne) for display; the server prices the order
 * from the quote again and never reads these figures, but refuses it when the quote shown
 * (its quoteId, sent with the line) is no longer the vendor's latest. `reload` reads the
 * enquiry again, keeping the line on screen until the new quote replaces it. The retail cart
 * is not touched.
 */
export function useQuoteLine(enquiryId: string | null): { load: QuoteLineLoad; reload: () => void } | null {
  const [load, setLoad] = useState<QuoteLineLoad>({ state: 'loading' });
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((n) => n + 1), []);
  useEffect(() => {
    if (!enquiryId) return;
    const controller = new AbortController();
    if (reads === 0) setLoad({ state: 'loading' });
    fetchMyEnquiry(enquiryId, controller.signal).then(
      (enquiry) => {
        const quote = orderableQuote(enquiry);
        if (!quote) return setLoad({ state: 'unavailable', enquiry });
        const line = {
          productId: enquiry.productId,
          quantity: quote.quantity,
          name: enquiry.productName,
          kind: 'wholesale' as const,
          subcategory: null,
          unit: quote.unit,
          vendorId: null,
          price: quote.price,
          lineTotal: quote.total,
          inStock: quote.quantity,
          available: true,
        };
        setLoad({ state: 'ready', enquiry, cart: { items: [line], count: 1, total: quote.total } });
      },
      (e: unknown) => !controller.signal.aborted && setLoad((e as { status?: number }).status === 404 ? { state: 'unavailable', enquiry: null } : { state: 'error' }),
    );
    return () => controller.abort();
  }, [enquiryId, reads]);
  return enquiryId ? { load, reload } : null;
}

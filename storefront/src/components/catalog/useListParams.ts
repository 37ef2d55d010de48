import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters, order and page kept in the address, so a filtered page can be shared and
 * the back button undoes a change. Any change but the page itself starts again at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setParams],
  );
  return { params, update };
}

/** A page number from the address: 1 unless a whole number above 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1;
}

/** A rupee bound from the address: a non-negative number, else undefined. */
export function priceParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

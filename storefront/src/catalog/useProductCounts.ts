import { useEffect, useState } from 'react';
import { fetchProductCounts, type ProductCounts } from '../api/products';
import { useLocationPreference } from '../location/LocationContext';

/**
 * Live product counts per subcategory in the city chosen in the top bar; null until they
 * arrive (or when the call failed: the cards then show no count rather than a wrong one).
 */
export function useProductCounts(): ProductCounts | null {
  const { city } = useLocationPreference();
  const [counts, setCounts] = useState<ProductCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchProductCounts(city, controller.signal)
      .then(setCounts)
      .catch(() => {
        if (!controller.signal.aborted) setCounts(null);
      });
    return () => controller.abort();
  }, [city]);
  return counts;
}

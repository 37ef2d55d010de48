import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { fetchProducts, type ProductList, type ProductQuery } from '../../api/products';

/** The last list that arrived (kept on screen through a refresh) and how the newest call went. */
export interface ProductListLoad {
  data: ProductList | null;
  state: 'loading' | 'ready' | 'error';
  message?: string;
}

/** Loads a page of products whenever the query changes; `retry` asks again. */
export function useProductList(query: ProductQuery) {
  const [load, setLoad] = useState<ProductListLoad>({ data: null, state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({ ...current, state: 'loading' }));
    fetchProducts(JSON.parse(key) as ProductQuery, controller.signal)
      .then((data) => setLoad({ data, state: 'ready' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((current) => ({ ...current, state: 'error', message: error instanceof ApiError && !error.isNetworkError ? error.message : '' }));
      });
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { load, retry };
}

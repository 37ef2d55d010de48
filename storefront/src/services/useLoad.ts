import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';

export type Loaded<T> = { state: 'loading'; data: T | null } | { state: 'ready'; data: T } | { state: 'error'; data: T | null; status: number; message: string };

/**
 * Loads `load(signal)` whenever `key` changes (and on `reload`); a newer call aborts the older.
 * The last data stays on screen while the next one loads.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setResult((current) => ({ state: 'loading', data: current.data }));
    load(controller.signal)
      .then((data) => setResult({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : 0;
        const message = error instanceof ApiError && !error.isNetworkError ? error.message : '';
        setResult((current) => ({ state: 'error', data: current.data, status, message }));
      });
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` says when it asks for something else
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return [result, reload];
}

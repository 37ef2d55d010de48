import type { HistoryFilter } from './types';

/** `?actor=&type=&from=&to=` (and `format=csv`) with only the filters set. */
export const historyQuery = (filter: HistoryFilter, format?: 'csv'): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
    if (format) params.set('format', format);
    const query = params.toString();
    return query ? `?${query}` : '';
};

import type { ReactNode } from 'react';
import { formatRupees, paiseToRupees } from '../money';
import { TrendIndicator } from '../rates/Trend';
import { categoryName, type Trend } from '../rates/types';
import { accountEventDescribers } from './accountEvents';
import type { EventRecord } from './types';

/**
 * "What changed" for one event type. Event payloads keep money in integer paise
 * (docs/api.md); the describers turn them into rupees for display.
 */
export type EventDescriber = (data: Record<string, unknown>, event: EventRecord) => ReactNode;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const rupeesFromPaise = (value: unknown): number | null => {
    const n = num(value);
    return n == null ? null : paiseToRupees(n);
};

const describers: Record<string, EventDescriber> = {
    RateAdded: data => {
        const current = rupeesFromPaise(data.currentPaise);
        return (
            <>
                Added <strong>{String(data.productName ?? '')}</strong> ({categoryName(data.category as string)}) at{' '}
                {formatRupees(current)} per {String(data.unit ?? 'tonne')}
            </>
        );
    },
    RateChanged: data => {
        const previous = rupeesFromPaise(data.previousPaise);
        const current = rupeesFromPaise(data.currentPaise);
        return (
            <>
                {formatRupees(previous)} → {formatRupees(current)}{' '}
                <TrendIndicator trend={data.trend as Trend} previous={previous} current={current} />
            </>
        );
    },
    ...accountEventDescribers,
};

/** Resources add their own event types here as they get a History tab. */
export const registerEventDescribers = (more: Record<string, EventDescriber>): void => {
    Object.assign(describers, more);
};

const HIDDEN_KEYS = /(^id$|Id$|At$|^date$)/;

/** Fallback: the payload's plain fields, ids and timestamps left out. */
const describeGeneric: EventDescriber = data => {
    const parts = Object.entries(data ?? {})
        .filter(([key, value]) => !HIDDEN_KEYS.test(key) && value != null && typeof value !== 'object')
        .map(([key, value]) => {
            if (/Paise$/.test(key) && typeof value === 'number') return `${key.replace(/Paise$/, '')}: ${formatRupees(paiseToRupees(value))}`;
            return `${key}: ${String(value)}`;
        });
    return parts.length ? parts.join(', ') : '—';
};

export const describeEvent = (event: EventRecord): ReactNode =>
    (describers[event.type] ?? describeGeneric)(event.data ?? {}, event);

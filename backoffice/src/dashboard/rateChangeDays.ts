import { businessDay, parseDay } from '../dates';

export interface DayCount {
    day: string;
    count: number;
}

const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last `days` India business days up to today's (the days `rate-change-stats` counts by),
 * whatever the device's zone: read on the device's own calendar, a viewer west of India saw
 * the window end a day early, India's today then added past its end. Days without a document
 * are zero (display only: no counting here).
 */
export function lastDays(stats: { id: string; day?: string; count: number }[], days: number, now: Date = new Date()): DayCount[] {
    const byDay = new Map(stats.map(s => [s.day ?? s.id, Number(s.count) || 0]));
    const today = businessDay(now);
    const out: DayCount[] = [];
    for (let i = days - 1; i >= 0; i--) {
        const day = dayBefore(today, i);
        out.push({ day, count: byDay.get(day) ?? 0 });
    }
    // a projection day after India's today (a clock running ahead) is still shown
    for (const [day, count] of byDay) if (!out.some(p => p.day === day) && parseDay(day) && day > out[0].day) out.push({ day, count });
    return out.sort((a, b) => a.day.localeCompare(b.day));
}

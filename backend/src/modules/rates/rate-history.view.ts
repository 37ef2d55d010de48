import { RecordedEvent } from '../../platform/event-store/event';
import { defineLogView } from '../../platform/projections/log-view';
import { RateUnit, rateStream, Trend } from './rates.constants';
import { RateAdded, RateChanged } from './rates.events';

/** One point per rate event: the rate's history and chart. */
export interface RateHistoryDoc {
  _id: string;
  rateId: string;
  eventType: 'RateAdded' | 'RateChanged';
  previousPaise: number | null;
  currentPaise: number;
  trend: Trend;
  unit: RateUnit;
  date: string;
  changedAt: string;
  actor: RecordedEvent['metadata']['actor'];
  correlationId: string;
}

/**
 * A rate's history is its stream's RateAdded and RateChanged events, read from the log when
 * asked (it used to be a read model holding a copy of each; ADR 0034). A change's time is
 * the time its event occurred (the decider stamps both from one clock), so the event
 * store's time index answers `changedAt`.
 */
export const rateHistoryView = defineLogView<RateHistoryDoc>({
  name: 'rate-history',
  types: ['RateAdded', 'RateChanged'],
  fields: {
    rateId: { field: 'streamId', value: (rateId) => rateStream(String(rateId)) },
    eventType: 'type',
    date: 'data.date',
    changedAt: 'occurredAt',
    currentPaise: 'data.currentPaise',
    correlationId: 'correlationId',
  },
  toDoc(recorded) {
    const event = recorded as unknown as RateAdded | RateChanged;
    const common = {
      _id: recorded.metadata.eventId,
      rateId: event.data.rateId,
      eventType: event.type,
      unit: event.data.unit,
      date: event.data.date,
      actor: recorded.metadata.actor,
      correlationId: recorded.metadata.correlationId,
    };
    return event.type === 'RateAdded'
      ? { ...common, previousPaise: null, currentPaise: event.data.currentPaise, trend: 'stable', changedAt: event.data.addedAt }
      : { ...common, previousPaise: event.data.previousPaise, currentPaise: event.data.currentPaise, trend: event.data.trend, changedAt: event.data.changedAt };
  },
});

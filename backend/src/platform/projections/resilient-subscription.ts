import { Logger } from '@nestjs/common';
import { RecordedEvent } from '../event-store/event';
import { EventHandler, EventStore, Subscription } from '../event-store/event-store.port';

/**
 * A catch-up subscription that outlives failures: when the store drops it (EventStoreDB
 * does not reconnect by itself) or a handler throws, it logs, waits (1 s doubling to 30 s)
 * and subscribes again after the last event handled. Nothing is skipped; a handler must be
 * idempotent, since the event that failed is delivered again. A handler that returns nothing
 * (no work for this event) keeps the delivery synchronous (EventStore.subscribe).
 */
export function resilientSubscription(
  store: EventStore,
  name: string,
  after: number,
  handler: EventHandler,
  onFailure: (error: unknown) => void = () => {},
): Subscription {
  const logger = new Logger(name);
  let position = after;
  let current: Subscription | undefined;
  let stopped = false;
  let delay = 1000;
  let retry: NodeJS.Timeout | undefined;

  const handled = (event: RecordedEvent) => {
    position = event.position;
    delay = 1000;
  };
  const start = () => {
    current = store.subscribe(
      (event) => {
        const pending = handler(event);
        if (!pending) return handled(event);
        return pending.then(() => handled(event));
      },
      {
        after: position,
        onError: (error) => {
          onFailure(error);
          if (stopped) return;
          logger.error(`subscription failed after position ${position}; retrying in ${delay / 1000} s: ${error instanceof Error ? error.message : String(error)}`);
          retry = setTimeout(start, delay);
          delay = Math.min(delay * 2, 30_000);
        },
      },
    );
  };
  start();

  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await current?.stop();
    },
  };
}

import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store';
import { TestApp } from './app';

/** Runs `racer` to completion just before the app's next appendMany (an admin's batch): someone else's change lands first. */
export function raceNextBatch(t: TestApp, racer: () => Promise<unknown>): void {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const appendMany = store.appendMany.bind(store);
  store.appendMany = async (appends) => {
    store.appendMany = appendMany;
    await racer();
    return appendMany(appends);
  };
}

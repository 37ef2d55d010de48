import { AppConfig } from '../../../platform/config/app-config';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ORPHAN_GRACE_MS } from '../../../platform/uploads/orphan-uploads';
import { ImageStore } from './image-store.port';
import { ImagesJanitor } from './images-janitor';

describe('the images sweep', () => {
  const START = new Date('2026-11-28T10:00:00.000Z');
  afterEach(() => jest.useRealTimers());

  it('runs again every grace period, so an image a crash orphaned just before the start goes without another restart', async () => {
    jest.useFakeTimers({ now: START });
    const minuteAgo = new Date(START.getTime() - 60_000);
    const stored = new Map([
      ['0b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-thumb.webp', minuteAgo],
      ['1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-thumb.webp', minuteAgo],
    ]);
    const images: ImageStore = {
      save: async () => undefined,
      read: async () => null,
      list: async () => [...stored].map(([name, savedAt]) => ({ name, savedAt })),
      delete: async (name) => void stored.delete(name),
      sweepUnfinished: async () => [],
    };
    const listed = { type: 'ProductListed', data: { imageId: '1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11' } };
    const store = { readAll: async () => [listed] } as unknown as EventStore;
    const janitor = new ImagesJanitor({ readSideThread: false } as AppConfig, store, images);

    await janitor.onApplicationBootstrap();
    expect(stored.size).toBe(2); // a minute old: it may be a listing still appending its event
    await jest.advanceTimersByTimeAsync(ORPHAN_GRACE_MS);
    expect([...stored.keys()]).toEqual(['1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-thumb.webp']);
    janitor.onApplicationShutdown();
  });
});

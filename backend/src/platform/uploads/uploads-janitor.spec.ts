import { AppConfig } from '../config/app-config';
import { RecordedEvent } from '../event-store/event';
import { EventStore } from '../event-store/event-store.port';
import { ProjectionRegistry } from '../projections/projection-registry';
import { FileStore } from './file-store';
import { ORPHAN_GRACE_MS } from './orphan-uploads';
import { UploadReferences, UploadsJanitor } from './uploads-janitor';

const recorded = (type: string, data: object, position: number): RecordedEvent => ({
  streamId: 'provider-p1',
  revision: position - 1,
  position,
  type,
  data,
  metadata: { eventId: `e${position}`, actor: { kind: 'user', userId: 'p1', role: 'provider' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-28T10:00:00.000Z', schemaVersion: 1 },
});

describe('uploads on record', () => {
  const references = new UploadReferences();
  references.add(
    { eventType: 'DocumentSubmitted', slot: 'document', refs: (d: { ownerId: string; fileId: string }) => ({ ownerId: d.ownerId, fileIds: [d.fileId] }) },
    { eventType: 'AttachmentAdded', refs: (d: { ownerId: string; fileId: string }) => ({ ownerId: d.ownerId, fileIds: [d.fileId] }) },
  );

  it("keeps only a slot's latest file: the one it replaced is on no record (the sweep removes it)", () => {
    const events = [
      recorded('DocumentSubmitted', { ownerId: 'p1', fileId: 'old.pdf' }, 1),
      recorded('DocumentSubmitted', { ownerId: 'p2', fileId: 'other.pdf' }, 2),
      recorded('DocumentSubmitted', { ownerId: 'p1', fileId: 'new.pdf' }, 3),
    ];
    expect(references.filesByOwner(events)).toEqual(new Map([['p1', ['new.pdf']], ['p2', ['other.pdf']]]));
  });

  it('adds up files without a slot, beside the slot', () => {
    const events = [
      recorded('AttachmentAdded', { ownerId: 'p1', fileId: 'a.png' }, 1),
      recorded('DocumentSubmitted', { ownerId: 'p1', fileId: 'doc.pdf' }, 2),
      recorded('AttachmentAdded', { ownerId: 'p1', fileId: 'b.png' }, 3),
    ];
    expect(references.filesByOwner(events)).toEqual(new Map([['p1', ['a.png', 'b.png', 'doc.pdf']]]));
  });

  it('drops every file of an owner erased since', () => {
    const events = [recorded('DocumentSubmitted', { ownerId: 'p1', fileId: 'doc.pdf' }, 1), recorded('UserErased', { userId: 'p1' }, 2)];
    expect(references.filesByOwner(events).has('p1')).toBe(false);
  });
});

describe('the uploads sweep', () => {
  const START = new Date('2026-11-28T10:00:00.000Z');
  afterEach(() => jest.useRealTimers());

  it('runs again every grace period, so a file a crash orphaned just before the start goes without another restart', async () => {
    jest.useFakeTimers({ now: START });
    const stored = new Map([
      ['0b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11.pdf', new Date(START.getTime() - 60_000)],
      ['1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11.pdf', new Date(START.getTime() - 60_000)],
    ]);
    const files: FileStore = {
      save: async () => ({ id: '', contentType: '' }),
      read: async () => null,
      delete: async (id) => void stored.delete(id),
      list: async () => [...stored].map(([id, savedAt]) => ({ id, savedAt })),
    };
    const references = new UploadReferences();
    references.add({ eventType: 'DocumentSubmitted', refs: (d: { ownerId: string; fileId: string }) => ({ ownerId: d.ownerId, fileIds: [d.fileId] }) });
    const kept = recorded('DocumentSubmitted', { ownerId: 'p1', fileId: '1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11.pdf' }, 1);
    const store = { readAll: async () => [kept] } as unknown as EventStore;
    const janitor = new UploadsJanitor({ readSideThread: false } as AppConfig, references, {} as ProjectionRegistry, store, files);

    await janitor.onApplicationBootstrap();
    expect(stored.size).toBe(2); // a minute old: it may be a request still appending its events
    await jest.advanceTimersByTimeAsync(ORPHAN_GRACE_MS);
    expect([...stored.keys()]).toEqual(['1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11.pdf']);
    janitor.onApplicationShutdown();
  });
});

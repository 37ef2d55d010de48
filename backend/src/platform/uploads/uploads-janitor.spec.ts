import { RecordedEvent } from '../event-store/event';
import { UploadReferences } from './uploads-janitor';

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

import { RecordedEvent } from '../../platform/event-store/event';
import { UploadReferences } from '../../platform/uploads/uploads-janitor';
import { SIGN_UP_UPLOADS } from './identity.events';

const recorded = (type: string, data: object, position: number): RecordedEvent => ({
  streamId: 'user-u1',
  revision: position - 1,
  position,
  type,
  data,
  metadata: { eventId: `e${position}`, actor: { kind: 'user', userId: 'u1', role: 'vendor' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-23T10:00:00.000Z', schemaVersion: 1 },
});

describe('uploads a sign-up references', () => {
  const references = new UploadReferences();
  references.add(SIGN_UP_UPLOADS);

  it('keeps the document of a sign-up whose record is not opened yet: its UserRegistered references it', () => {
    const registered = recorded('UserRegistered', { userId: 'u1', role: 'vendor', application: { fields: {}, documentId: 'doc-1.pdf' } }, 1);
    expect(references.filesByOwner([registered])).toEqual(new Map([['u1', ['doc-1.pdf']]]));
  });

  it('references nothing for a sign-up without an application, and drops the document once the person is erased', () => {
    expect(references.filesByOwner([recorded('UserRegistered', { userId: 'u2', role: 'customer' }, 1)])).toEqual(new Map([['u2', []]]));
    const registered = recorded('UserRegistered', { userId: 'u1', role: 'vendor', application: { fields: {}, documentId: 'doc-1.pdf' } }, 1);
    expect(references.filesByOwner([registered, recorded('UserErased', { userId: 'u1' }, 2)]).has('u1')).toBe(false);
  });
});

import { AuthUser } from '../../platform/auth/roles';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { AuditDoc, auditView } from './audit.view';

/** Admins read every stream; a vendor or provider only the streams about themselves. */
export const ownStreams = (user: AuthUser): string[] | null =>
  user.role === 'admin' ? null : [`user-${user.userId}`, `vendor-${user.userId}`, `provider-${user.userId}`];

/**
 * The `events` resource: who did what, when, to which record. Read only, straight from the
 * log: by id, a record's streams, type, time and causation through the event store's
 * indexes; the correlation filter, which no screen offers, by a scan.
 */
export const eventsResource = defineResource({
  name: 'events',
  collection: auditView.name,
  log: auditView,
  roles: ['admin', 'vendor', 'provider'],
  fields: {
    id: field.id(),
    streamId: field.id('streamId'),
    type: field.string('type'),
    position: field.integer('position'),
    occurredAt: field.date('occurredAt'),
    correlationId: field.id('correlationId'),
    causationId: field.id('causationId'),
  },
  defaultSort: { position: 1 },
  scope: (user) => {
    const own = ownStreams(user);
    return own ? { streamId: { $in: own } } : null;
  },
  notFound: 'Event not found',
  toRecord: (doc: AuditDoc) => doc,
  /** Personal data is opened at read time (erased people read as [erased]); actors by name. */
  async enrich(docs, { cipher, actorNames }) {
    const names = await actorNames(docs.map((d) => d.actor));
    return docs.map(({ _id, _position, ...doc }: AuditDoc & { _position?: number }) => ({
      id: _id,
      ...doc,
      data: cipher.openDeep(doc.data),
      actor: doc.actor.kind === 'user' ? { ...doc.actor, name: names.get(doc.actor.userId) ?? null } : doc.actor,
    }));
  },
});

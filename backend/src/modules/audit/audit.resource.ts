import { AuthUser } from '../../platform/auth/roles';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { AUDIT_COLLECTION, AuditDoc } from './audit.projection';

/** Admins read every stream; a vendor or provider only the streams about themselves. */
export const ownStreams = (user: AuthUser): string[] | null =>
  user.role === 'admin' ? null : [`user-${user.userId}`, `vendor-${user.userId}`, `provider-${user.userId}`];

/**
 * The `events` resource: who did what, when, to which record. Read only. Indexed: what the
 * back office asks (by id, a record's streams in log order, the causes History names by
 * causationId) and the time range; the type and correlation filters, which no screen
 * offers, are answered by a scan (two index sorts fewer per rebuild of a million events).
 */
export const eventsResource = defineResource({
  name: 'events',
  collection: AUDIT_COLLECTION,
  roles: ['admin', 'vendor', 'provider'],
  fields: {
    id: field.id(),
    streamId: field.id('streamId'),
    type: field.string('type', { indexed: false }),
    position: field.integer('position'),
    occurredAt: field.date('occurredAt'),
    correlationId: field.id('correlationId', { indexed: false }),
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

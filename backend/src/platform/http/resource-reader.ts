import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/roles';
import { DomainError } from '../domain/domain-error';
import type { Actor } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ProjectionRegistry } from '../projections/projection-registry';
import { recordAsOf } from '../projections/replay';
import { LogCollection, logCollection } from '../projections/log-view';
import { PersonalDataCipher } from '../personal-data/personal-data-cipher';
import { Doc, Filter, READ_STORE, ReadStore } from '../read-store/read-store.port';
import { withStandingDocuments } from '../read-store/standing-documents';
import { ReplyHeaders } from './reply-headers';
import { ResourceDeclaration, ResourceServices } from './resource';
import { EVENT_CAUSES, EventCauses, HistoryEntry, HistoryFilter, historyWindow, toHistory } from './resource-history';
import { ListQuery, parseListQuery } from './resource-query';

/** Resolves actor ids to display names; provided by the app (names live in identity's read model). */
export const ACTOR_NAMES = Symbol('ACTOR_NAMES');
export type ActorNames = (actors: Actor[]) => Promise<Map<string, string>>;

/** The generic read handlers of every declared resource: list, getOne and History. */
@Injectable()
export class ResourceReader {
  private readonly services: ResourceServices;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly cipher: PersonalDataCipher,
    @Inject(ACTOR_NAMES) actorNames: ActorNames,
    @Inject(EVENT_CAUSES) private readonly causes: EventCauses,
    private readonly catalog: EventCatalog,
    private readonly registry: ProjectionRegistry,
  ) {
    this.services = { readStore, cipher, actorNames };
  }

  /**
   * A ra-data-simple-rest list with Content-Range. The query is checked against the typed
   * fields before anything is evaluated; the role scope comes first in the conjunction
   * and narrows the asked filter, never replaces it.
   */
  async list<D extends Doc, R>(resource: ResourceDeclaration<D, R>, query: ListQuery, res: ReplyHeaders, user: AuthUser): Promise<unknown[]> {
    const parsed = parseListQuery(query, resource.fields, { search: resource.search, defaultSort: resource.defaultSort });
    const filter = this.scoped(resource as never, user, parsed.filter);
    const collection = this.documents(resource);
    const [docs, total] = await Promise.all([collection.find(filter, { sort: parsed.sort, skip: parsed.skip, limit: parsed.limit }), collection.count(filter)]);
    const last = docs.length ? parsed.skip + docs.length - 1 : parsed.skip;
    res.header('Content-Range', `${resource.name} ${parsed.skip}-${last}/${total}`);
    return this.present(resource, docs, user);
  }

  /** One record with its `revision` (also the ETag); out of the caller's scope reads as absent. */
  async one<D extends Doc, R>(resource: ResourceDeclaration<D, R>, id: string, res: ReplyHeaders, user: AuthUser, asOf?: string): Promise<unknown> {
    const doc = await this.visible(resource, id, user);
    if (asOf !== undefined) return this.asOf(resource, id, new Date(asOf), user);
    const [record] = await this.present(resource, [doc], user);
    if (!resource.streams) return record;
    const revision = await this.revisionOf(resource.streams(id)[0]);
    res.header('ETag', `"${revision}"`);
    return { ...(record as object), revision };
  }

  /**
   * The record as it stood at `at`: its streams' events up to then, folded through the
   * read model's own projection (the one writing the resource's collection), then shown
   * like today's record. No ETag: an edit always starts from the current record.
   */
  async asOf<D extends Doc, R>(resource: ResourceDeclaration<D, R>, id: string, at: Date, user: AuthUser): Promise<unknown> {
    const projection = this.registry.all().find((p) => p.collection === resource.collection);
    if (!resource.streams || !projection) throw DomainError.invalid({ asOf: 'This record has no history to show as of a date' });
    const replayed = await recordAsOf({ store: this.events, catalog: this.catalog }, projection, resource.streams(id), id, at, resource.asOfFrom);
    // A standing record with no events up to then stood as it is built (changedAt null: never changed).
    const { doc, revision, changedAt } = replayed.doc ? replayed : { ...replayed, doc: resource.standing?.().find((d) => d._id === id) ?? null };
    if (!doc) throw new DomainError('not_found', `${resource.notFound} at ${at.toISOString()}`, { asOf: 'The record did not exist yet at that time' });
    const [record] = await this.present(resource, [doc as unknown as D], user, this.asOfServices(at));
    return { ...(record as object), revision, asOf: at.toISOString(), changedAt };
  }

  /** Who changed what and when, from the record's own streams (the server names them). */
  async history<D extends Doc, R>(resource: ResourceDeclaration<D, R>, id: string, user: AuthUser, filter: HistoryFilter = {}): Promise<HistoryEntry[]> {
    historyWindow(filter); // a reversed period is refused before anything is read
    await this.visible(resource, id, user);
    const streams = resource.streams!(id);
    const events = (await Promise.all(streams.map((stream) => this.events.readStream(stream))))
      .flat()
      .filter((event) => resource.historyEvents?.(id, event) ?? true)
      .map((event) => ({
        ...event,
        data: this.cipher.openDeep(event.data),
        metadata: resource.historyActor ? { ...event.metadata, actor: resource.historyActor(id, event.metadata.actor, user) } : event.metadata,
      }));
    const [names, causes] = await Promise.all([
      this.services.actorNames(events.map((event) => event.metadata.actor)),
      this.causes([...new Set(events.map((event) => event.metadata.causationId))]),
    ]);
    const fields = typeof resource.historyFields === 'function' ? resource.historyFields(user) : resource.historyFields;
    const start = resource.historyStart?.(id);
    return toHistory(events, names, fields, causes, filter, start ? { [streams[0]]: start } : {});
  }

  /** The last revision of a stream (-1 when it has no events). */
  async revisionOf(stream: string): Promise<number> {
    const [last] = await this.events.readStream(stream, { direction: 'backwards', maxCount: 1 });
    return last ? last.revision : -1;
  }

  private scoped(resource: ResourceDeclaration<never, unknown>, user: AuthUser, filter: Filter): Filter {
    const scope = resource.scope ? resource.scope(user) : null;
    return scope ? { $and: [scope, filter] } : filter;
  }

  private async visible<D extends Doc, R>(resource: ResourceDeclaration<D, R>, id: string, user: AuthUser): Promise<D> {
    const doc = await this.documents(resource).findOne(this.scoped(resource as never, user, { _id: id }));
    if (!doc) throw new DomainError('not_found', resource.notFound);
    return doc;
  }

  /** Where a resource's documents are read: its read model, or the log through its view. */
  private documents<D extends Doc>(resource: Pick<ResourceDeclaration<D>, 'log' | 'collection' | 'standing'>): LogCollection<D> {
    if (resource.log) return logCollection(resource.log, this.events, this.catalog);
    const stored = this.readStore.collection<D>(resource.collection);
    return resource.standing ? withStandingDocuments(stored, resource.standing) : stored;
  }

  private present<D extends Doc, R>(resource: ResourceDeclaration<D, R>, docs: D[], user: AuthUser, services = this.services): Promise<unknown[]> | unknown[] {
    const records = docs.map(resource.toRecord);
    return resource.enrich ? resource.enrich(records, services, user) : records;
  }

  /** The services of a record shown as of `at`: another read model's document is read as it stood then. */
  private asOfServices(at: Date): ResourceServices {
    const read = async <D extends Doc>(collection: string, streams: string[], id: string): Promise<D | null> => {
      const projection = this.registry.all().find((p) => p.collection === collection);
      return projection ? ((await recordAsOf({ store: this.events, catalog: this.catalog }, projection, streams, id, at)).doc as D | null) : null;
    };
    return { ...this.services, asOf: { at, read } };
  }
}

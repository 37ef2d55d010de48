import type { AuthUser, Role } from '../auth/roles';
import type { Actor, RecordedEvent } from '../event-store/event';
import type { PersonalDataCipher } from '../personal-data/personal-data-cipher';
import { declareCollectionNeeds } from '../read-store/collection-needs';
import type { CollectionSpec, Doc, Filter, IndexSpec, ReadStore, Sort } from '../read-store/read-store.port';
import type { ResourceFields } from './resource-fields';
import type { LogView } from '../projections/log-view';

/** How one event field shows in History: another name and an API value, or hidden (null). */
/** How a stored field shows in History: its API name, and its value as the API shows it (`data`: the event's other fields). */
export type HistoryField = { name: string; toApi?: (value: unknown, data: Record<string, unknown>) => unknown } | null;

/** What the generic handlers give a declaration that shows more than its documents hold. */
export interface ResourceServices {
  readStore: ReadStore;
  cipher: PersonalDataCipher;
  /** Display names of the signed-in actors among these (user id -> name). */
  actorNames(actors: Actor[]): Promise<Map<string, string>>;
  /**
   * Set when the records are shown as they stood at `at` (`?asOf=`): figures taken from another
   * read model must be that model's document as it stood then (`read`: replayed from `streams`
   * through the projection writing `collection`), not today's.
   */
  asOf?: { at: Date; read<D extends Doc>(collection: string, streams: string[], id: string): Promise<D | null> };
}

/**
 * One back-office resource, declared once: what its list may be filtered, searched and
 * sorted by (typed), who may read it and which part (scope), how a stored document is
 * shown, which streams hold its History and which stream's revision guards its edits.
 * The generic list / getOne / history handlers serve it (resource.controller.ts);
 * commands stay in their context's controller.
 */
export interface ResourceDeclaration<D extends Doc = Doc, R = unknown> {
  /** URL segment under /api/admin and the Content-Range name. */
  name: string;
  /** The read model it lists; with `log`, the view's name (the key its cached answers are kept under). */
  collection: string;
  /**
   * Documents that stand without any event (built-in records): listed, read and shown as of
   * any time as if the read model held them, until an event of theirs puts them there
   * (standing-documents.ts; small collections only).
   */
  standing?: () => D[];
  /** Read straight from the log instead of a read model (log-view.ts): its documents are the view's. */
  log?: LogView<D>;
  roles: readonly Role[];
  fields: ResourceFields;
  /** Stored fields `q` searches (through the read store's full-text index). */
  search?: readonly string[];
  defaultSort: Sort;
  /** What this caller may see, applied before any client filter; null = everything. */
  scope?: (user: AuthUser) => Filter | null;
  toRecord: (doc: D) => R;
  /** Records that need other read models or opened personal data (names of actors...); `user`: who reads them. */
  enrich?: (records: R[], services: ResourceServices, user?: AuthUser) => Promise<unknown[]>;
  /** 404 message of getOne and History. */
  notFound: string;
  /**
   * The record's streams: the first is the one its commands append to (its revision is the
   * record's `revision`, ETag and If-Match); all of them make up its History.
   */
  streams?: (id: string) => string[];
  /**
   * Where `?asOf=` replays from: the record's `streams` (default, fast), or the whole log's
   * events of its projection's types, when the read model also folds events of streams the
   * record cannot name (reviews into a service's rating).
   */
  asOfFrom?: 'streams' | 'log';
  /** Event fields renamed, hidden or masked in History (e.g. paise shown as rupees); a function when what is shown depends on who reads it. */
  historyFields?: Record<string, HistoryField> | ((user: AuthUser) => Record<string, HistoryField>);
  /** What a record stands at before its first stream's first event, as History names the fields (a built-in record's terms): the first change's before-values. */
  historyStart?: (id: string) => Record<string, unknown> | undefined;
  /** Which of its streams' events are this record's History (default all): a vendor's part of an order is not the other vendors' events. */
  historyEvents?: (id: string, event: RecordedEvent) => boolean;
  /** Who the History says acted, as `user` may read it (default as recorded): a vendor is not told which other seller of an order acted. */
  historyActor?: (id: string, actor: Actor, user: AuthUser) => Actor;
}

/**
 * What the resource's list queries need from its collection: an index per filterable or
 * sortable field, one for the default sort, and the full-text fields `q` searches.
 */
export function resourceCollectionSpec(resource: Pick<ResourceDeclaration, 'fields' | 'defaultSort' | 'search'>): CollectionSpec {
  const queried = Object.values(resource.fields).filter((field) => (field.filter || field.sort) && field.stored !== '_id');
  const indexes: IndexSpec[] = queried.filter((field) => field.indexed).map((field) => ({ fields: { [field.stored]: 1 as const } }));
  for (const field of queried) if (field.sort && field.sortBy && field.indexed) indexes.push({ fields: field.sortBy(1) });
  if (Object.keys(resource.defaultSort).length > 1) indexes.push({ fields: { ...resource.defaultSort } });
  const scanned = queried.filter((field) => !field.indexed).map((field) => field.stored);
  return { indexes, search: [...(resource.search ?? [])], ...(scanned.length ? { scanned } : {}) };
}

/** Declares a resource, and what its queries need from the read store (collection-needs.ts). */
export const defineResource = <D extends Doc, R>(resource: ResourceDeclaration<D, R>): ResourceDeclaration<D, R> => {
  if (resource.log) assertLogFields(resource);
  else declareCollectionNeeds(resource.collection, resourceCollectionSpec(resource));
  return resource;
};

/** A list read from the log answers only what its view maps to event fields: every filter and sort, checked at declaration. */
function assertLogFields<D extends Doc>(resource: Pick<ResourceDeclaration<D>, 'name' | 'fields' | 'defaultSort' | 'search' | 'log'>): void {
  const view = resource.log!;
  const stored = [...Object.values(resource.fields).filter((f) => f.filter || f.sort).map((f) => f.stored), ...Object.keys(resource.defaultSort)];
  const unmapped = stored.filter((name) => name !== '_id' && !Object.prototype.hasOwnProperty.call(view.fields, name));
  if (resource.search?.length || unmapped.length) throw new Error(`${resource.name}: the log view ${view.name} cannot answer ${[...unmapped, ...(resource.search?.length ? ['q'] : [])].join(', ')}`);
}

/** Vendors and providers see only their own record (their id is their user id). */
export const ownRecordOnly = (user: AuthUser): Filter | null => (user.role === 'admin' ? null : { _id: user.userId });

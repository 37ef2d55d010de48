import type { AuthUser } from '../auth/roles';
import { Collection, Doc } from '../read-store/read-store.port';
import { ResourceDeclaration } from './resource';
import { ListQuery, parseListQuery } from './resource-query';
import { ReplyHeaders } from './reply-headers';

export type { ListQuery } from './resource-query';

/**
 * Runs a ra-data-simple-rest list query of a declared resource and sets Content-Range.
 * The query is checked against the typed fields before anything is evaluated; the role
 * scope comes first in the conjunction and narrows the asked filter, never replaces it.
 */
export async function listResource<D extends Doc, R>(reply: ReplyHeaders, resource: ResourceDeclaration<D, R>, collection: Collection<D>, query: ListQuery, user?: AuthUser): Promise<R[]> {
  const parsed = parseListQuery(query, resource.fields, { search: resource.search, defaultSort: resource.defaultSort });
  const scope = user && resource.scope ? resource.scope(user) : null;
  const filter = scope ? { $and: [scope, parsed.filter] } : parsed.filter;
  const [docs, total] = await Promise.all([collection.find(filter, { sort: parsed.sort, skip: parsed.skip, limit: parsed.limit }), collection.count(filter)]);
  const last = docs.length ? parsed.skip + docs.length - 1 : parsed.skip;
  reply.header('Content-Range', `${resource.name} ${parsed.skip}-${last}/${total}`);
  return docs.map(resource.toRecord);
}

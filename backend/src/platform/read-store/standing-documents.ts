import { Query } from 'mingo';
import type { Collection, Doc, Filter, FindOptions } from './read-store.port';

/**
 * A read model's documents plus those that stand without any event (built-in records, such
 * as the built-in coupon offers, ADR 0063): a standing document is read as if the read
 * model held it until an event of its own puts the real one there, so nothing has to be
 * written for it on install, and a rebuild or replay needs no seed either.
 *
 * For small collections only: a query reads every stored document it matches and sorts
 * and pages the union in memory (mingo, as the in-memory store does).
 */
export function withStandingDocuments<D extends Doc>(collection: Pick<Collection<D>, 'find' | 'findOne' | 'count'>, standing: () => D[]): Pick<Collection<D>, 'find' | 'findOne' | 'count'> {
  /** The standing documents the read model does not hold yet that match `filter`. */
  const missing = async (filter: Filter): Promise<D[]> => {
    const all = standing();
    if (!all.length) return [];
    const held = new Set((await collection.find({ _id: { $in: all.map((doc) => doc._id) } })).map((doc) => doc._id));
    const query = new Query(filter);
    return all.filter((doc) => !held.has(doc._id) && query.test(doc));
  };
  const find = async (filter: Filter = {}, options: FindOptions = {}): Promise<D[]> => {
    const extra = await missing(filter);
    if (!extra.length) return collection.find(filter, options);
    let found = [...(await collection.find(filter, options.sort ? { sort: options.sort } : {})), ...extra];
    if (options.sort) found = new Query({}).find<D>(found).sort(options.sort).all();
    const skip = options.skip ?? 0;
    return found.slice(skip, options.limit ? skip + options.limit : undefined);
  };
  return {
    find,
    findOne: async (filter) => (await collection.findOne(filter)) ?? (await missing(filter))[0] ?? null,
    count: async (filter = {}) => (await collection.count(filter)) + (await missing(filter)).length,
  };
}

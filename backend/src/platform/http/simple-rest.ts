import { BadRequestException } from '@nestjs/common';
import { Response } from 'express';
import { Collection, Doc, Filter, Sort } from '../read-store/read-store.port';

/** The query string react-admin's ra-data-simple-rest sends for getList / getMany. */
export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ParsedList {
  filter: Record<string, unknown>;
  sort?: [string, 'ASC' | 'DESC'];
  range: [number, number];
}

const parseJson = (value: string | undefined, name: string): unknown => {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new BadRequestException({ statusCode: 400, message: `${name} must be JSON`, errors: { [name]: `${name} must be JSON` } });
  }
};

export function parseListQuery(query: ListQuery, maxPage = 1000): ParsedList {
  const filter = (parseJson(query.filter, 'filter') ?? {}) as Record<string, unknown>;
  const sort = parseJson(query.sort, 'sort') as [string, 'ASC' | 'DESC'] | undefined;
  const range = (parseJson(query.range, 'range') as [number, number] | undefined) ?? [0, 24];
  if (typeof filter !== 'object' || Array.isArray(filter)) throw new BadRequestException({ statusCode: 400, message: 'filter must be an object', errors: { filter: 'filter must be an object' } });
  if (sort && (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(sort[1])))
    throw new BadRequestException({ statusCode: 400, message: 'sort must be ["field","ASC"|"DESC"]', errors: { sort: 'sort must be ["field","ASC"|"DESC"]' } });
  const [start, end] = range;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end - start >= maxPage)
    throw new BadRequestException({ statusCode: 400, message: `range must be [start,end] with at most ${maxPage} records`, errors: { range: 'invalid range' } });
  return { filter, sort, range: [start, end] };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Turns react-admin's filter into a read-store filter. `fieldMap` names the stored field
 * for each API field (only mapped fields can be filtered: no arbitrary queries from the
 * client). `q` searches the `searchFields`; `<field>_gte` / `_lte` are ranges; an array is $in.
 */
export function toStoreFilter(filter: Record<string, unknown>, fieldMap: Record<string, string>, searchFields: string[] = []): Filter {
  const out: Filter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      if (searchFields.length) out.$or = searchFields.map((f) => ({ [f]: { $regex: escapeRegex(String(value)), $options: 'i' } }));
      continue;
    }
    const range = key.match(/^(.*)_(gte|lte)$/);
    const apiField = range ? range[1] : key;
    const stored = fieldMap[apiField];
    if (!stored) throw new BadRequestException({ statusCode: 400, message: `Cannot filter by ${apiField}`, errors: { filter: `Cannot filter by ${apiField}` } });
    if (range) out[stored] = { ...(out[stored] as object), [`$${range[2]}`]: value };
    else out[stored] = Array.isArray(value) ? { $in: value } : value;
  }
  return out;
}

export function toStoreSort(sort: ParsedList['sort'], fieldMap: Record<string, string>, fallback: Sort): Sort {
  if (!sort) return fallback;
  const stored = fieldMap[sort[0]];
  if (!stored) return fallback;
  return { [stored]: sort[1] === 'ASC' ? 1 : -1, ...(stored === '_id' ? {} : { _id: 1 }) };
}

/** Runs a ra-data-simple-rest list query on a collection and sets Content-Range. */
export async function listResource<D extends Doc, R>(
  res: Response,
  resource: string,
  collection: Collection<D>,
  query: ListQuery,
  options: { fieldMap: Record<string, string>; searchFields?: string[]; defaultSort: Sort; baseFilter?: Filter; toRecord: (doc: D) => R },
): Promise<R[]> {
  const parsed = parseListQuery(query);
  const asked = toStoreFilter(parsed.filter, options.fieldMap, options.searchFields);
  // The base filter (what this caller may see) narrows the asked one; it never replaces it.
  const filter = options.baseFilter ? { $and: [asked, options.baseFilter] } : asked;
  const [start, end] = parsed.range;
  const [docs, total] = await Promise.all([
    collection.find(filter, { sort: toStoreSort(parsed.sort, options.fieldMap, options.defaultSort), skip: start, limit: end - start + 1 }),
    collection.count(filter),
  ]);
  const last = docs.length ? start + docs.length - 1 : start;
  res.setHeader('Content-Range', `${resource} ${start}-${last}/${total}`);
  return docs.map(options.toRecord);
}

import { DomainError } from '../domain/domain-error';
import { field } from './resource-fields';
import { resourceCollectionSpec } from './resource';
import { parseListQuery } from './resource-query';

const fields = {
  id: field.id(),
  name: field.string('companyName'),
  status: field.enum('status', ['Pending', 'Verified']),
  revenue: field.number('revenuePaise', { toStored: (rupees) => Math.round(rupees * 100) }),
  count: field.integer('count'),
  available: field.boolean('available'),
  registeredAt: field.date('registeredAt'),
  secret: field.string('secret', { filter: false, sort: false }),
};
const options = { search: ['companyName', 'city'], defaultSort: { registeredAt: -1 as const } };
const parse = (query: Record<string, string>) => parseListQuery(query, fields, options);

/** The 400's `errors`, or a failure when the query was accepted. */
const refused = (query: Record<string, string>): Record<string, string> => {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    return (error as DomainError).errors!;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
};

describe('resource list query', () => {
  it('turns typed values into equality, any-of and range filters on the stored fields', () => {
    const query = parse({
      filter: JSON.stringify({ name: 'Sharma Traders', status: ['Pending', 'Verified'], revenue_gte: '10.5', count_lte: 3, available: 'true', registeredAt_gte: '2026-01-01' }),
      sort: '["name","ASC"]',
      range: '[25,49]',
    });
    expect(query.filter).toEqual({
      $and: [
        { companyName: 'Sharma Traders' },
        { status: { $in: ['Pending', 'Verified'] } },
        { revenuePaise: { $gte: 1050 } },
        { count: { $lte: 3 } },
        { available: true },
        { registeredAt: { $gte: '2026-01-01' } },
      ],
    });
    expect(query.sort).toEqual({ companyName: 1, _id: 1 });
    expect([query.skip, query.limit]).toEqual([25, 25]);
  });

  it("reads an enum's declared other spelling as the value it names", () => {
    const kinds = { kind: field.enum('kind', ['e-service', 'web'], { aliases: { 'e-services': 'e-service' } }) };
    expect(parseListQuery({ filter: JSON.stringify({ kind: 'e-services' }) }, kinds, options).filter).toEqual({ kind: 'e-service' });
    expect(parseListQuery({ filter: JSON.stringify({ kind: ['e-services', 'web'] }) }, kinds, options).filter).toEqual({ kind: { $in: ['e-service', 'web'] } });
    expect(() => parseListQuery({ filter: JSON.stringify({ kind: 'toString' }) }, kinds, options)).toThrow(DomainError);
  });

  it('defaults to the declared sort and the first 25 records', () => {
    expect(parse({})).toEqual({ filter: {}, sort: { registeredAt: -1 }, skip: 0, limit: 25 });
  });

  it('searches q through the full-text index, as text and never as a pattern', () => {
    const { filter } = parse({ filter: JSON.stringify({ q: ' ^.{16}(.+)+Z ', status: 'Pending' }) });
    expect(filter).toEqual({ $and: [{ $text: { $search: '^.{16}(.+)+Z' } }, { status: 'Pending' }] });
  });

  it('declares a field marked indexed: false as scanned instead of indexing it', () => {
    const withScanned = { ...fields, registeredAt: field.date('registeredAt', { indexed: false }) };
    expect(resourceCollectionSpec({ fields: withScanned, defaultSort: { status: 1 }, search: [] })).toEqual({
      indexes: [{ fields: { companyName: 1 } }, { fields: { status: 1 } }, { fields: { revenuePaise: 1 } }, { fields: { count: 1 } }, { fields: { available: 1 } }],
      search: [],
      scanned: ['registeredAt'],
    });
  });

  it('declares an index per filterable or sortable field, the default sort and the search fields', () => {
    expect(resourceCollectionSpec({ fields, defaultSort: { status: 1, registeredAt: -1 }, search: ['companyName'] })).toEqual({
      indexes: [
        { fields: { companyName: 1 } },
        { fields: { status: 1 } },
        { fields: { revenuePaise: 1 } },
        { fields: { count: 1 } },
        { fields: { available: 1 } },
        { fields: { registeredAt: 1 } },
        { fields: { status: 1, registeredAt: -1 } },
      ],
      search: ['companyName'],
    });
  });

  it.each([
    [{ name: { $regex: '^.{16}(.+)+Z' } }, 'name'],
    [{ id: { $foo: 1 } }, 'id'],
    [{ $regex: '(' }, '$regex'],
    [{ status: { $in: 'x' } }, 'status'],
    [{ $where: 'sleep(1000)' }, '$where'],
    [{ $or: [{ name: 'a' }] }, '$or'],
    [{ name: ['a', { $gt: '' }] }, 'name'],
    [{ status: 'Deleted' }, 'status'],
    [{ revenue: '1e306' }, 'revenue'],
    [{ count: 1.5 }, 'count'],
    [{ available: 'yes' }, 'available'],
    [{ registeredAt_gte: 'yesterday' }, 'registeredAt_gte'],
    [{ name_gte: 'a' }, 'name_gte'],
    [{ secret: 'x' }, 'secret'],
    [{ constructor: 'x' }, 'constructor'],
    [{ q: { $regex: '.*' } }, 'q'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ name: 'x'.repeat(201) }, 'name'],
  ])('refuses the filter %j naming %s', (filter, name) => {
    expect(Object.keys(refused({ filter: JSON.stringify(filter) }))).toEqual([name]);
  });

  it.each([['filter', '[1]'], ['filter', '"x"'], ['filter', '{'], ['range', '{}'], ['range', '[0]'], ['range', '[5,1]'], ['range', '[-1,3]'], ['range', '[0,1000]'], ['range', '[0.5,3]'], ['range', '["0","3"]'], ['sort', '{}'], ['sort', '["name"]'], ['sort', '["name","UP"]'], ['sort', '["secret","ASC"]'], ['sort', '["$natural","ASC"]'], ['sort', '["name","ASC","x"]']])(
    'refuses %s=%s',
    (name, value) => {
      expect(Object.keys(refused({ [name]: value }))).toEqual([name]);
    },
  );

  it.each(['2026-02-30', '2026-11-31', '2025-02-29', '2026-13-01', '2026-00-10', '2026-01-01T24:00', '2026-01-01T23:60', '2026-01-01T10:00:61Z', '2026-01-01T10:00+25:00'])(
    'refuses the impossible date %s, saying what a date may be',
    (date) => {
      expect(refused({ filter: JSON.stringify({ registeredAt_gte: date }) })).toEqual({
        registeredAt_gte: 'registeredAt_gte must be a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±hh:mm]',
      });
    },
  );

  it.each(['2028-02-29', '2026-12-31', '2026-11-20T18:30Z', '2026-11-20T23:59:59.999+05:30'])('takes the real date %s', (date) => {
    expect(() => parse({ filter: JSON.stringify({ registeredAt: date }) })).not.toThrow();
  });

  it.each([
    ['q', 'Sharma\u200fTraders', 'Search must not contain control or text-direction characters'],
    ['q', 'Sharma\u202eTraders', 'Search must not contain control or text-direction characters'],
    ['q', 'Sharma\u0000', 'Search must not contain control or text-direction characters'],
    ['name', 'Sharma\u200eTraders', 'name must not contain control or text-direction characters'],
    ['name', ['Sharma Traders', 'Acme\u061c Foods'], 'name must not contain control or text-direction characters'],
    ['id', 'abc\u2066', 'id must not contain control or text-direction characters'],
    // Invisible format characters too (zero-width space, word joiner, BOM, soft hyphen, a tag letter).
    ['q', 'dal\u200b', 'Search must not contain control or text-direction characters'],
    ['q', 'Sharma\u2060Traders', 'Search must not contain control or text-direction characters'],
    ['name', '\ufeffSharma Traders', 'name must not contain control or text-direction characters'],
    ['name', ['Sharma Traders', 'Sha\u00adrma'], 'name must not contain control or text-direction characters'],
    ['id', 'abc\u{e0041}', 'id must not contain control or text-direction characters'],
  ])('refuses %s %j as every typed text refuses it (control and text-direction characters)', (key, value, message) => {
    expect(refused({ filter: JSON.stringify({ [key]: value }) })).toEqual({ [key]: message });
  });

  it('takes search words and text values in any script, joiners included', () => {
    expect(parse({ filter: JSON.stringify({ q: 'क्\u200dषीर', name: 'محمد علي' }) }).filter).toEqual({ $and: [{ $text: { $search: 'क्\u200dषीर' } }, { companyName: 'محمد علي' }] });
    // Malayalam's chillu (ZWJ) and Hindi's visible virama (ZWNJ).
    expect(parse({ filter: JSON.stringify({ q: '\u0d05\u0d35\u0d28\u0d4d\u200d', name: '\u0936\u0941\u0926\u094d\u200c\u0927' }) }).filter).toEqual({
      $and: [{ $text: { $search: '\u0d05\u0d35\u0d28\u0d4d\u200d' } }, { companyName: '\u0936\u0941\u0926\u094d\u200c\u0927' }],
    });
  });

  it('refuses a filter key given twice, naming it (JSON.parse would keep the last)', () => {
    expect(refused({ filter: '{"q":"dal","q":"dal\u200b"}' })).toEqual({ q: 'q is given twice' });
    expect(refused({ filter: '{"name":"Sharma","name":["Acme"]}' })).toEqual({ name: 'name is given twice' });
  });

  it('refuses a query parameter given twice (not a string)', () => {
    expect(Object.keys(refused({ range: ['[0,1]', '[0,2]'] } as never))).toEqual(['range']);
  });
});

import { OpenAPIObject } from '@nestjs/swagger';
import { startApp, TestApp } from '../support/app';
import { providerAuth, vendorAuth } from '../support/accounts';
import { Caller, CALLERS, isEventStream, openApiDocument, seededRandom, settleAtFirstChunk } from '../support/openapi';

/**
 * Issue 6/8: random requests built from the OpenAPI document (paths, parameters, bodies
 * with wrong types, huge strings, operators, lone surrogates, deep nesting, negative and
 * huge numbers) over all five roles. Any 5xx, or an answer that does not come, fails.
 * Seeded: FUZZ_SEED=<n> replays a run; FUZZ_REQUESTS=<n> changes its size.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
/** An answer later than this is a hang (the catastrophic patterns of issue 8 took 6 s to minutes). */
const HANG_MS = 10_000;

type Schema = { type?: string; enum?: unknown[]; example?: unknown; $ref?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[] };
type Operation = { method: string; path: string; parameters: { name: string; in: string; schema?: Schema }[]; body?: Schema };

const deep = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\ud800',
  'asha\udfff@example.in',
  '\ud83d',
  '^.{16}(.+)+Z',
  '(a+)+$',
  '$where',
  '$regex',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000',
  "' OR 1=1 --",
  '🙂'.repeat(2000),
  'null',
  '1e306',
  '-1',
  'NaN',
  'asha@example.in',
  '+91 98765 43210',
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e-7,
  0.005,
  1.5,
  1e306,
  -1e306,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  { $regex: '^.{16}(.+)+Z' },
  { $foo: 1 },
  { $in: 'x' },
  { $gt: '' },
  { $where: 'sleep(1000)' },
  ['a', { $ne: null }],
  deepObject(200),
  Array.from({ length: 5000 }, (_, i) => i),
  ...NASTY_STRINGS,
];
const LIST_QUERIES = [
  '{"correlationId":{"$regex":"^.{16}(.+)+Z"}}',
  '{"id":{"$foo":1}}',
  '{"$regex":"("}',
  '{"$in":"x"}',
  '{"q":"^(a+)+$"}',
  '{"q":{"$regex":".*"}}',
  '{}',
  '[]',
  '{',
  'null',
  '{"status":"Pending"}',
  '{"id":["a","b"]}',
  '[0,24]',
  '[0,0]',
  '{}',
  '[-1,5]',
  '[0,1e9]',
  '[0,"x"]',
  '["id","ASC"]',
  '["$natural","ASC"]',
  '["id","DROP"]',
  deep(3000),
];

const IDS = ['nobody', '00000000-0000-0000-0000-000000000000', '%24regex', '..%2F..%2Fetc%2Fpasswd', '%ED%A0%80', 'x'.repeat(4000), '%F0%9F%99%82', '%00', '__proto__'];

function operations(doc: OpenAPIObject): Operation[] {
  const resolve = (schema?: Schema): Schema | undefined => (schema?.$ref ? (doc.components!.schemas![schema.$ref.split('/').pop()!] as Schema) : schema);
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, any>)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, schema: resolve(p.schema) })),
        body: resolve(op.requestBody?.content?.['application/json']?.schema ?? op.requestBody?.content?.['multipart/form-data']?.schema),
      })),
  );
}

describe('OpenAPI fuzz: every operation, every role, no 5xx and no hang', () => {
  let t: TestApp;
  let ops: Operation[];
  const auth: Partial<Record<Caller, { Authorization: string; userId: string }>> = {};

  beforeAll(async () => {
    t = await startApp();
    auth.customer = await t.customerAuth('Fuzz Customer');
    auth.vendor = await vendorAuth(t);
    auth.provider = await providerAuth(t);
    const admin = await t.http().post('/api/auth/login').send({ email: t.config.adminEmail, password: t.config.adminPassword }).expect(200);
    auth.admin = { Authorization: `Bearer ${admin.body.accessToken}`, userId: admin.body.user.id };
    ops = operations(openApiDocument(t.app));
  }, 60_000);
  afterAll(() => t.close());

  it(`answers ${REQUESTS} random requests (seed ${SEED}) without a 5xx or a hang`, async () => {
    const random = seededRandom(SEED);
    const pick = <V>(list: readonly V[]): V => list[Math.floor(random() * list.length)];
    const chance = (p: number) => random() < p;

    const valueFor = (schema: Schema | undefined, depth = 0): unknown => {
      if (!schema || chance(0.3) || depth > 3) return pick(NASTY_VALUES);
      if (schema.enum) return chance(0.8) ? pick(schema.enum) : pick(NASTY_STRINGS);
      if (schema.example !== undefined && chance(0.5)) return schema.example;
      switch (schema.type) {
        case 'string':
          return pick(NASTY_STRINGS);
        case 'number':
        case 'integer':
          return pick([1, 100, 2500.5, 0, -5, 1e-7, 1e306, 2 ** 53 + 1, 12.345, 99999999999]);
        case 'boolean':
          return chance(0.5);
        case 'array':
          return Array.from({ length: Math.floor(random() * 4) }, () => valueFor(schema.items, depth + 1));
        case 'object':
          return bodyFor(schema, depth + 1);
        default:
          return pick(NASTY_VALUES);
      }
    };
    const bodyFor = (schema: Schema, depth = 0): Record<string, unknown> => {
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (chance(0.85)) body[name] = valueFor(property, depth);
      }
      if (chance(0.1)) body[pick(['$where', '__proto__', 'role', 'id', 'revision', 'status'])] = pick(NASTY_VALUES);
      return body;
    };
    const payloadFor = (op: Operation): string | undefined => {
      if (op.method === 'GET' || op.method === 'DELETE') return chance(0.05) ? '{"x":1}' : undefined;
      const roll = random();
      if (roll < 0.05) return deep(3000);
      if (roll < 0.08) return '{"a":';
      if (roll < 0.11) return JSON.stringify(pick(NASTY_VALUES));
      if (roll < 0.13) return '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}';
      if (roll < 0.15) return '{"email":"\\ud800@example.in","name":"\\udfff"}';
      return JSON.stringify(op.body ? bodyFor(op.body) : {});
    };

    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    for (let i = 0; i < REQUESTS; i++) {
      const caller = CALLERS[i % CALLERS.length];
      const who = caller === 'anonymous' ? undefined : auth[caller];
      const op = pick(ops);
      const path = op.path.replace(/\{(\w+)\}/g, () => (chance(0.5) && who ? who.userId : pick(IDS)));
      const query = op.parameters
        .filter((p) => p.in === 'query' && chance(0.7))
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(['sort', 'range', 'filter'].includes(p.name) ? pick(LIST_QUERIES) : typeof valueFor(p.schema) === 'object' ? JSON.stringify(valueFor(p.schema)) : String(valueFor(p.schema)).replace(/[\ud800-\udfff]/g, '')))}`);
      if (chance(0.05)) query.push(`${pick(['filter[$regex]', 'sort[0]', 'range', '__proto__[x]'])}=${pick(['x', '1', '('])}`);
      const url = query.length ? `${path}?${query.join('&')}` : path;
      const payload = payloadFor(op);
      const headers: Record<string, string> = { ...(who && { authorization: who.Authorization }) };
      if (payload !== undefined) headers['content-type'] = chance(0.9) ? 'application/json' : pick(['text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded']);
      if (chance(0.1)) headers['if-match'] = pick(['"0"', '"-1"', 'W/"3"', '*', 'garbage', '"99999999999999999999"']);
      if (chance(0.05)) headers['x-correlation-id'] = pick(NASTY_STRINGS).slice(0, 200).replace(/[^\x20-\x7e]/g, '');
      const label = `#${i} ${op.method} ${url.slice(0, 160)} as ${caller} (${(payload ?? '').slice(0, 80)})`;
      let req = (t.http() as any)[op.method.toLowerCase()](url).set(headers).timeout(HANG_MS);
      if (isEventStream(url)) req = settleAtFirstChunk(req);
      if (payload !== undefined) req = req.send(payload);
      let answer: { status: number; text: string };
      try {
        answer = await req;
      } catch (error) {
        if ((error as { timeout?: number }).timeout) {
          failures.push(`${label}: no answer in ${HANG_MS} ms`);
          continue;
        }
        answer = (error as { response?: { status: number; text: string } }).response ?? { status: 599, text: String(error) };
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500) failures.push(`${label}: ${answer.status} ${String(answer.text).slice(0, 200)}`);
    }
    console.log(`fuzz seed ${SEED}: ${REQUESTS} requests over ${ops.length} operations; statuses ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
  }, 600_000);
});

import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { providerAuth, vendorAuth } from '../support/accounts';
import { startApp, TestApp } from '../support/app';

/**
 * Limits (issue 8): every field a request body or query string may carry has a bound, and a
 * value past it is a 400 naming the field. Walks class-validator's metadata instead of
 * listing fields by hand, so a field added without a limit fails here: first every DTO
 * class the app loaded (nested ones too) is checked for a bound on each text and list
 * field, then every route that takes a DTO is sent each bounded field one past its limit.
 * Numbers are bounded where they are decided (stock, quantities, validity days, commission:
 * the deciders' ranges; amounts: AmountField), not here.
 */
type Constraint = { name: string; constraints: unknown[] };
type Route = { method: string; path: string; where: 'body' | 'query'; dto: Function };

// Nest's metadata keys (@nestjs/common/constants) and RouteParamtypes.BODY / QUERY.
const PATH = 'path';
const METHOD = 'method';
const ROUTE_ARGS = '__routeArguments__';
const PARAM_TYPES: Record<number, Route['where']> = { 3: 'body', 4: 'query' };
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** A pattern bounds a value's length when it is anchored and repeats nothing without an upper bound. */
const boundedPattern = (pattern: RegExp) => {
  const bare = pattern.source.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
  return bare.startsWith('^') && bare.endsWith('$') && !/[+*]|\{\d+,\}/.test(bare);
};

/** What bounds a text value: a length, a fixed set, or a format of bounded length (an e-mail is at most 254). */
const boundsText = (c: Constraint) =>
  ['maxLength', 'isIn', 'isEnum', 'isUuid', 'isEmail', 'isBoolean', 'isInt', 'isNumber', 'isAmount'].includes(c.name) || (c.name === 'matches' && boundedPattern(c.constraints[0] as RegExp));

const rulesOf = (dto: Function): Map<string, Constraint[]> => {
  const rules = new Map<string, Constraint[]>();
  for (const m of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false) as ValidationMetadata[]) {
    const name = m.name ?? m.type;
    rules.set(m.propertyName, [...(rules.get(m.propertyName) ?? []), { name, constraints: m.constraints ?? [] }]);
  }
  return rules;
};

const limitOf = (rules: Constraint[], name: string) => rules.find((c) => c.name === name)?.constraints[0] as number | undefined;

/** Every route whose handler takes a DTO class as its body or query string. */
function routesOf(t: TestApp): Route[] {
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Function | null;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH, controller)].flat()[0] ?? '';
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, key)?.value; // never a getter: it would run on the prototype
        if (key === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(METHOD, handler) === undefined) continue;
        const path = `/api/${[base, [Reflect.getMetadata(PATH, handler)].flat()[0] ?? ''].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
        const method = METHODS[Reflect.getMetadata(METHOD, handler) as number];
        const types: Function[] = Reflect.getMetadata('design:paramtypes', controller.prototype, key) ?? [];
        for (const [argKey, arg] of Object.entries((Reflect.getMetadata(ROUTE_ARGS, controller, key) ?? {}) as Record<string, { index: number; data?: string }>)) {
          const where = PARAM_TYPES[Number(argKey.split(':')[0])];
          const dto = types[arg.index];
          if (!where || !method || arg.data || !dto || rulesOf(dto).size === 0) continue;
          routes.push({ method, path: path.replace(/:[A-Za-z]+/g, '0193a5b2-7c1d-7e2f-8a3b-4c5d6e7f8091'), where, dto });
        }
      }
    }
  }
  return routes;
}

describe('limits: every field of every DTO has one, and a value past it is a 400 naming the field', () => {
  let t: TestApp;
  let callers: Record<string, { Authorization: string } | Record<string, never>>;

  beforeAll(async () => {
    t = await startApp();
    callers = { admin: await t.adminAuth(), vendor: await vendorAuth(t), provider: await providerAuth(t), customer: await t.customerAuth(), anonymous: {} };
  }, 60_000);
  afterAll(() => t.close());

  it('bounds every text and list field of every DTO the app loaded', () => {
    const unbounded: string[] = [];
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, ValidationMetadata[]> };
    for (const dto of storage.validationMetadatas.keys()) {
      if (typeof dto !== 'function') continue;
      for (const [field, rules] of rulesOf(dto)) {
        const type = Reflect.getMetadata('design:type', dto.prototype, field);
        if (type === Array && limitOf(rules, 'arrayMaxSize') === undefined) unbounded.push(`${dto.name}.${field}: a list without ArrayMaxSize`);
        if ((type === String || type === Array) && !rules.some(boundsText) && !rules.some((c) => c.name === 'nestedValidation')) unbounded.push(`${dto.name}.${field}: text without a length limit`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('answers a value one past each limit with a 400 naming the field, on every route', async () => {
    const routes = routesOf(t);
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const [field, rules] of rulesOf(route.dto)) {
        const maxLength = limitOf(rules, 'maxLength');
        const maxItems = limitOf(rules, 'arrayMaxSize');
        const type = Reflect.getMetadata('design:type', route.dto.prototype, field);
        const value =
          maxItems !== undefined ? Array.from({ length: maxItems + 1 }, () => (maxLength ? 'a' : {})) : maxLength !== undefined && type !== Array ? 'a'.repeat(maxLength + 1) : undefined;
        if (value === undefined || (route.where === 'query' && typeof value !== 'string')) continue;
        let status = 0;
        let errors: Record<string, string> = {};
        for (const caller of Object.values(callers)) {
          const req = (t.http() as any)[route.method](route.path).set(caller);
          const res = route.where === 'body' ? await req.send({ [field]: value }) : await req.query({ [field]: value });
          status = res.status;
          errors = res.body?.errors ?? {};
          if (status !== 401 && status !== 403) break;
        }
        checked++;
        // A query value past 16 KB cannot reach the DTO: the address limit answers first, naming the address.
        if (route.where === 'query' && (value as string).length > 15_000) {
          if (status !== 431 || !errors.url) wrong.push(`${route.method.toUpperCase()} ${route.path} query ${field}: ${status} ${JSON.stringify(errors)}`);
          continue;
        }
        if (status !== 400 || !Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`)))
          wrong.push(`${route.method.toUpperCase()} ${route.path} ${route.where} ${field}: ${status} ${JSON.stringify(errors)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});

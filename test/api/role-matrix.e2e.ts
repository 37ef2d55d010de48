import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PUBLIC_KEY, ROLES_KEY } from '../../backend/src/platform/auth/roles';
import { startApp, TestApp } from '../support/app';
import { providerAuth, vendorAuth } from '../support/accounts';

type Caller = 'anonymous' | 'customer' | 'vendor' | 'provider' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'customer', 'vendor', 'provider', 'admin'];

/**
 * Every endpoint, called by every kind of caller: a role the rule does not name gets 401
 * (no token) or 403, and a role it names gets through the guard (any other status).
 * `:id` is the caller's own id, so ownership rules let an allowed role in.
 */
describe('role matrix: every endpoint × every role', () => {
  let t: TestApp;
  const auth: Partial<Record<Caller, { Authorization: string; userId: string }>> = {};
  const routes: { method: string; path: string; rule: 'public' | string[] }[] = [];

  beforeAll(async () => {
    t = await startApp();
    auth.customer = await t.customerAuth('Matrix Customer');
    auth.vendor = await vendorAuth(t);
    auth.provider = await providerAuth(t);
    const admin = await t.http().post('/api/auth/login').send({ email: t.config.adminEmail, password: t.config.adminPassword }).expect(200);
    auth.admin = { Authorization: `Bearer ${admin.body.accessToken}`, userId: admin.body.user.id };
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        const base = Reflect.getMetadata(PATH_METADATA, metatype) as string;
        for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
          const handler = Object.getOwnPropertyDescriptor(metatype.prototype, name)?.value;
          if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined || name === 'constructor') continue;
          const isPublic = Reflect.getMetadata(PUBLIC_KEY, handler) ?? Reflect.getMetadata(PUBLIC_KEY, metatype);
          const roles = Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, metatype);
          routes.push({
            method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase(),
            path: `/api/${base}/${Reflect.getMetadata(PATH_METADATA, handler)}`.replace(/\/+/g, '/').replace(/\/$/, ''),
            rule: isPublic ? 'public' : roles,
          });
        }
      }
    }
  }, 60_000);
  afterAll(() => t.close());

  it('covers every endpoint of the API', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('refuses every role the rule does not name, and lets the named ones through', async () => {
    const outcomes: string[] = [];
    const wrong: string[] = [];
    // Logout and erase would end the matrix's own sessions: they are called last.
    const order = (r: (typeof routes)[number]) => (r.method === 'delete' || r.path.endsWith('/logout') ? 1 : 0);
    for (const route of [...routes].sort((a, b) => order(a) - order(b))) {
      for (const caller of CALLERS) {
        const who = auth[caller as Exclude<Caller, 'anonymous'>];
        const path = route.path.replace(/:id/g, who?.userId ?? 'nobody');
        let req = (t.http() as any)[route.method](path);
        if (who) req = req.set({ Authorization: who.Authorization });
        const res = await req.send({});
        const allowed = route.rule === 'public' || (caller !== 'anonymous' && route.rule.includes(caller));
        const expected = allowed ? 'through' : caller === 'anonymous' ? 401 : 403;
        const got = res.status === 401 || res.status === 403 ? res.status : 'through';
        outcomes.push(`${route.method.toUpperCase()} ${route.path} as ${caller}: ${got}`);
        if (got !== expected && !(allowed && route.path.includes('/admin/users/:id') && route.method === 'delete')) {
          wrong.push(`${route.method.toUpperCase()} ${route.path} as ${caller}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(outcomes.length).toBe(routes.length * CALLERS.length);
  }, 120_000);
});

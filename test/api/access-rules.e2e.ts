import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PUBLIC_KEY, ROLES_KEY } from '../../backend/src/platform/auth/roles';
import { startApp, TestApp } from '../support/app';

/** Every endpoint declares who may call it; the guard refuses any that does not. */
describe('access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const endpoints = () => {
    const out: { route: string; rule: string }[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        if (!metatype) continue;
        const base = Reflect.getMetadata(PATH_METADATA, metatype) as string;
        for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
          const handler = Object.getOwnPropertyDescriptor(metatype.prototype, name)?.value;
          if (typeof handler !== 'function' || name === 'constructor' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
          const isPublic = Reflect.getMetadata(PUBLIC_KEY, handler) ?? Reflect.getMetadata(PUBLIC_KEY, metatype);
          const roles = Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, metatype);
          out.push({ route: `${method} /api/${base}/${Reflect.getMetadata(PATH_METADATA, handler)}`.replace(/\/+/g, '/').replace(/\/$/, ''), rule: isPublic ? 'public' : (roles ?? []).join(',') });
        }
      }
    }
    return out;
  };

  it('gives every endpoint a rule', () => {
    const list = endpoints();
    expect(list.length).toBeGreaterThan(15);
    expect(list.filter((e) => !e.rule)).toEqual([]);
  });

  it('keeps every /api/admin endpoint away from the public, but for accepting an invitation', () => {
    const open = endpoints().filter((e) => e.route.includes('/api/admin/') && (e.rule === 'public' || e.rule.includes('customer')));
    // The invitee has no account yet: the unguessable invitation code is the credential.
    expect(open).toEqual([{ route: 'POST /api/admin/invitations/accept', rule: 'public' }]);
  });
});

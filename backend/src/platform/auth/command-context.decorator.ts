import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ANONYMOUS, CommandContext } from '../event-store/metadata';
import { AuthUser } from './roles';

/**
 * The command context of this request: the signed-in actor (never taken from the body),
 * the caller's X-Correlation-Id when given, and a fresh causation id.
 */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest();
  const user = request.user as AuthUser | undefined;
  const header = request.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
  return {
    actor: user ? { kind: 'user', userId: user.userId, role: user.role } : { kind: 'system', reason: ANONYMOUS },
    correlationId,
    causationId: randomUUID(),
    now: new Date(),
  };
});

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest().user;
});

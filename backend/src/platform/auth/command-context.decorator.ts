import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ANONYMOUS, CommandContext } from '../event-store/metadata';
import { timeOrderedId } from '../event-store/time-ordered-id';
import { AuthUser } from './roles';

/**
 * The command context of this request: the signed-in actor (never taken from the body),
 * the caller's X-Correlation-Id when given, and a fresh causation id.
 */
export const readCommandContext = (_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest();
  const user = request.user as AuthUser | undefined;
  const header = request.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : timeOrderedId();
  return {
    actor: user ? { kind: 'user', userId: user.userId, role: user.role } : { kind: 'system', reason: ANONYMOUS },
    correlationId,
    causationId: timeOrderedId(),
    now: new Date(),
  };
};

/** Ctx's reader; the OpenAPI document knows a route runs commands (and may lose a write race: 409) by finding it among its arguments. */
export const Ctx = createParamDecorator(readCommandContext);

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest().user;
});

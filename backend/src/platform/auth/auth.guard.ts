import { ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AuthUser, PUBLIC_KEY, Role, ROLES_KEY } from './roles';

/**
 * The one guard on every route (registered globally). Deny by default: a route with
 * neither @Public() nor @Roles(...) is refused, so a forgotten rule fails closed.
 */
@Injectable()
export class RoleGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) {
      // A signed-in caller of a public route is still known (e.g. who sent a contact message).
      if (context.switchToHttp().getRequest().headers.authorization) {
        try {
          await super.canActivate(context);
        } catch {
          // an expired or foreign token on a public route is simply ignored
        }
      }
      return true;
    }
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets);
    if (!roles?.length) throw new ForbiddenException('This endpoint has no access rule');
    await super.canActivate(context); // 401 without a valid token
    const user = context.switchToHttp().getRequest().user as AuthUser;
    if (!roles.includes(user.role)) throw new ForbiddenException('You do not have permission to do this');
    return true;
  }
}

import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

const QUERY_PARAM = `${RouteParamtypes.QUERY}:`;

/**
 * A route without a query DTO takes no query string: any key is a 400 naming it, as the
 * validation pipe answers an undeclared key where a DTO exists. The pipe runs only for declared
 * parameters, so `?perPage=100000` on a list that has no paging (or `?userId=` on the
 * notification stream) was read as nothing and answered 200.
 */
@Injectable()
export class UndeclaredQueryInterceptor implements NestInterceptor {
  private readonly takesQuery = new WeakMap<Function, boolean>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const query = context.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown> | undefined;
    const keys = query && typeof query === 'object' ? Object.keys(query) : [];
    if (keys.length && !this.declaresQuery(context)) {
      const errors = Object.fromEntries(keys.map((key) => [key, `${key} is not a parameter here`]));
      throw new BadRequestException({ statusCode: 400, message: errors[keys[0]], errors });
    }
    return next.handle();
  }

  private declaresQuery(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let known = this.takesQuery.get(handler);
    if (known === undefined) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<string, unknown>;
      known = Object.keys(args).some((key) => key.startsWith(QUERY_PARAM));
      this.takesQuery.set(handler, known);
    }
    return known;
  }
}

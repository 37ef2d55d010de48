import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, REDIRECT_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { readCommandContext } from '../auth/command-context.decorator';
import { PUBLIC_KEY, Role, ROLES, ROLES_KEY } from '../auth/roles';
import { JSON_BODY_LIMIT } from './fastify-adapter';
import { RateLimitName } from '../config/rate-limits';
import { readIfMatch } from './if-match';
import { rateLimitOf } from './rate-limit';

/** What a route's decorators say about the answers it can give (read by routeFacts). */
export interface RouteFacts {
  /** `@Public()`: anyone, signed in or not. */
  public: boolean;
  /** `@Roles(...)`: who may call it (empty on a public route). */
  roles: readonly Role[];
  /** Its success: `@Redirect`'s status, else `@HttpCode`'s, else Nest's default (201 for POST, 200 otherwise). */
  success: number;
  /** `@Redirect(url)`: where the browser goes unless the handler names another address. */
  redirectTo?: string;
  /** Path parameters (`:id`): each names a record that may not exist. */
  pathParams: readonly string[];
  /** `@IfMatch()`: the record's revision the client last saw. */
  ifMatch: boolean;
  /** `@Ctx()`: it runs commands, so its append can lose a race to another writer. */
  commands: boolean;
  /** `@Body()`, `@UploadedFile()`: it reads a request body, so the body's size and type are checked. */
  body: boolean;
  /** `@RateLimit(name)`. */
  rateLimit?: RateLimitName;
}

/** The description of each status a route can answer besides its success, from its facts alone. */
export function answersOf(facts: RouteFacts): Map<number, string> {
  const answers = new Map<number, string>();
  // Every route checks its query keys (an unlisted one is refused), so every route can answer 400.
  answers.set(400, 'Invalid input: `errors` maps each field to its message');
  if (!facts.public) {
    answers.set(401, 'Not signed in, or the session has ended');
    const refused = ROLES.filter((role) => !facts.roles.includes(role));
    if (refused.length) answers.set(403, `Signed in as ${refused.join(' or ')}: this route is for ${facts.roles.join(' and ')} only`);
  }
  if (facts.pathParams.length) answers.set(404, `Not found: no ${facts.pathParams.join(' / ')} of that value (or none the caller may see)`);
  // A command on a record: a stale If-Match, or the record's state refusing it (a closed enquiry, a verified provider).
  if (facts.ifMatch) answers.set(409, 'Conflict with the record as it stands: it changed since the revision in If-Match (reload it), or its state refuses this');
  // Without If-Match a command that loses the append to another writer is decided again on
  // what they wrote; a few lost races in a row give up (handle-command.ts's givenUpError).
  else if (facts.commands) answers.set(409, 'Conflict: other writers changed the same record at the same moment, every retry lost the race; send the request again');
  if (facts.body) {
    answers.set(413, `Request body is too large: JSON over ${JSON_BODY_LIMIT / MB} MB, or a form over what its file and fields may hold together`);
    answers.set(415, 'Content-Type is not one the API reads: send application/json (multipart/form-data where the route takes a file)');
  }
  if (facts.rateLimit) answers.set(429, `Too many requests from this address (the ${facts.rateLimit} limit): Retry-After says when to try again`);
  return answers;
}

const MB = 1024 * 1024;
const PATH_PARAM = /:(\w+)/g;
/** Nest's own parameter decorators are keyed `<RouteParamtypes>:<index>`. */
const BODY_PARAMS = new Set([RouteParamtypes.BODY, RouteParamtypes.RAW_BODY, RouteParamtypes.FILE, RouteParamtypes.FILES].map(String));

/** The class's (or a parent's) method of that name, read without running a getter. */
function methodOf(controller: Function, name: string): Function | undefined {
  for (let proto = controller.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return typeof descriptor.value === 'function' ? descriptor.value : undefined;
  }
  return undefined;
}

/**
 * Reads the facts of `controller.prototype[method]` from the metadata its decorators left:
 * the same keys the role guard, the rate limiter and Nest's router read, so the document
 * cannot say otherwise than they do.
 */
export function routeFacts(controller: Function, method: string): RouteFacts | undefined {
  const handler = methodOf(controller, method);
  if (!handler || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) return undefined;
  // The guard reads the handler first, then the class (Reflector.getAllAndOverride).
  const read = <T>(key: string): T | undefined => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
  const redirect = Reflect.getMetadata(REDIRECT_METADATA, handler) as { url: string; statusCode?: number } | undefined;
  const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
  const paths = [Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler)].flat().filter((p): p is string => typeof p === 'string');
  const argsByKey = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { factory?: unknown }>;
  const args = Object.values(argsByKey);
  // As in the guard, @Public() wins over any @Roles() of the method or its class.
  const isPublic = read<boolean>(PUBLIC_KEY) === true;
  return {
    public: isPublic,
    roles: isPublic ? [] : (read<Role[]>(ROLES_KEY) ?? []),
    success: redirect ? (redirect.statusCode ?? 302) : ((Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (requestMethod === RequestMethod.POST ? 201 : 200)),
    redirectTo: redirect?.url,
    pathParams: [...new Set(paths.flatMap((path) => [...path.matchAll(PATH_PARAM)].map((match) => match[1])))],
    ifMatch: args.some((arg) => arg.factory === readIfMatch),
    commands: args.some((arg) => arg.factory === readCommandContext),
    body: Object.keys(argsByKey).some((key) => BODY_PARAMS.has(key.split(':')[0])),
    rateLimit: rateLimitOf(handler),
  };
}

import { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ApiProperty, ApiPropertyOptional, DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { answersOf, RouteFacts, routeFacts } from '../platform/http/route-answers';

/** The body of every error the API answers (platform/http/error.filter.ts). */
export class ErrorResponse {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Please enter a valid email address', description: 'The first problem, in words a person can read' })
  message!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Please enter a valid email address' },
    description: 'Each field in error and its message (react-admin shows them under the form fields)',
  })
  errors?: Record<string, string>;
}

const DESCRIPTION = [
  'Every route of the Bazaar marketplace, generated from the controllers and their DTOs.',
  'docs/api.md in the repository is the reference for what each route answers: its roles, its messages word for word, its limits and caching.',
  'Errors are `{statusCode, message, errors?}` (ErrorResponse). The answers listed on each route follow from its decorators:',
  '400 on every route (query keys and bodies are checked everywhere); 401 and 403 only on routes that need a role (403 when some role may not call it);',
  '404 on routes whose path names a record; 409 on edits that take If-Match, and on every route that runs commands (a write race lost on each retry);',
  '413 (body too large) and 415 (a Content-Type the API does not read) on routes that take a body or a file; 429 (with Retry-After) on rate-limited routes; a redirect status on redirects.',
  'Answers particular to a route (an e-mail already taken, a wrong password, stock that ran out) are declared on that route.',
].join(' ');

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
/** The responses Swagger writes are objects, never references. */
type ResponseObject = { description: string; content?: object; headers?: object };

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

/** Each controller method's facts, by the operationId Swagger gives it (`<Controller>_<method>`). */
function routesOf(app: INestApplication): Map<string, RouteFacts> {
  const routes = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      for (let proto = metatype.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
        for (const method of Object.getOwnPropertyNames(proto)) {
          const facts = method === 'constructor' || routes.has(`${metatype.name}_${method}`) ? undefined : routeFacts(metatype, method);
          if (facts) routes.set(`${metatype.name}_${method}`, facts);
        }
      }
    }
  }
  return routes;
}

/**
 * Makes each operation's responses what its route answers (route-answers.ts): its success
 * (a redirect's status instead of the 200 or 201 Swagger assumes), and the errors its role
 * rule and decorators allow, beside any a route declares itself (whose words are kept).
 */
function describeAnswers(document: OpenAPIObject, routes: Map<string, RouteFacts>): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as OperationObject[]) {
      const facts = operation?.operationId ? routes.get(operation.operationId) : undefined;
      if (!facts) continue;
      const responses = (operation.responses ??= {}) as Record<string, ResponseObject>;
      if (facts.redirectTo !== undefined) {
        // Swagger's assumed success (an empty description) is not what a redirect answers.
        for (const status of Object.keys(responses)) if (/^2/.test(status) && !responses[status].description) delete responses[status];
        responses[facts.success] ??= { description: `Redirect: Location names where the browser goes next (${facts.redirectTo} by default)`, headers: { Location: { schema: { type: 'string' } } } };
      } else if (!Object.keys(responses).some((status) => /^[23]/.test(status))) {
        // A route declaring only its own errors leaves Swagger without its success.
        responses[facts.success] = { description: '' };
      }
      for (const [status, description] of answersOf(facts)) responses[status] ??= { description };
      for (const [status, response] of Object.entries(responses)) if (Number(status) >= 400 && !response.content) response.content = ERROR_CONTENT;
    }
  }
  return document;
}

/**
 * The OpenAPI document served at /api/docs: a description pointing to docs/api.md, bearer
 * auth, and on each operation the answers its route gives (describeAnswers), derived from
 * its role rule and decorators rather than listed on 191 routes by hand.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder().setTitle('Bazaar marketplace API').setVersion('1').setDescription(DESCRIPTION).addBearerAuth().build();
  return describeAnswers(SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponse] }), routesOf(app));
}

import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { resolve } from 'node:path';
import { AppConfig } from '../platform/config/app-config';
import { serveCachedListsEarly } from '../platform/http/cached-list.interceptor';
import { serveCachedReadsEarly } from '../platform/http/cached-read.interceptor';
import { ErrorFilter } from '../platform/http/error.filter';
import { JSON_BODY_LIMIT } from '../platform/http/fastify-adapter';
import { parseJsonBody } from '../platform/http/json-body';
import { registerSecurityHeaders } from '../platform/http/security-headers';
import { serveFrontend } from '../platform/http/static-frontends';
import { UndeclaredQueryInterceptor } from '../platform/http/undeclared-query';
import { validationPipe } from '../platform/http/validation';
import { openApiDocument } from './openapi';

/** Where the built front ends are, relative to backend/dist/app. */
const FRONTENDS = { storefront: resolve(__dirname, '../../../storefront/dist'), backoffice: resolve(__dirname, '../../../backoffice/dist') };

export type HttpOptions = Pick<AppConfig, 'serveFrontends' | 'production' | 'corsOrigins' | 'apiDocs'>;

/** Everything main.ts and the end-to-end tests share: prefix, body parsing, validation, errors, headers, CORS, docs, static. */
export async function configureApp(app: NestFastifyApplication, options: HttpOptions): Promise<void> {
  app.setGlobalPrefix('api');
  // Our JSON parser: depth, lone surrogates and __proto__ are 400s naming the field (json-body.ts).
  app.useBodyParser('application/json', { bodyLimit: JSON_BODY_LIMIT }, async (_req: unknown, body: Buffer) => parseJsonBody(body));
  app.useGlobalPipes(validationPipe());
  // A route with no query DTO refuses any query key, as the pipe refuses an undeclared one.
  app.useGlobalInterceptors(new UndeclaredQueryInterceptor());
  app.useGlobalFilters(new ErrorFilter());
  registerSecurityHeaders(app, { production: options.production, apiPrefix: 'api' });
  serveCachedReadsEarly(app);
  serveCachedListsEarly(app);
  // No origin listed: no CORS at all (no headers, no hook), so browsers keep other sites out.
  if (options.corsOrigins.length) app.enableCors({ origin: options.corsOrigins, exposedHeaders: ['Content-Range', 'X-Correlation-Id', 'ETag'] });
  app.enableShutdownHooks();

  if (options.apiDocs) {
    SwaggerModule.setup('api/docs', app, () => openApiDocument(app));
  }

  if (options.serveFrontends) {
    await serveFrontend(app, { prefix: '/admin/', dir: FRONTENDS.backoffice }, { production: options.production, skipPrefixes: [] });
    await serveFrontend(app, { prefix: '/', dir: FRONTENDS.storefront }, { production: options.production, skipPrefixes: ['/api', '/admin'] });
  }
}

import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ErrorFilter } from '../platform/http/error.filter';
import { validationPipe } from '../platform/http/validation';

/** Where the built front ends are, relative to backend/dist/app. */
const FRONTENDS = { storefront: resolve(__dirname, '../../../storefront/dist'), backoffice: resolve(__dirname, '../../../backoffice/dist') };

/** Everything main.ts and the end-to-end tests share: prefix, validation, errors, docs, static. */
export function configureApp(app: NestExpressApplication, options: { serveFrontends: boolean }): void {
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new ErrorFilter());
  app.enableCors({ exposedHeaders: ['Content-Range', 'X-Correlation-Id'] });
  app.disable('x-powered-by');
  app.enableShutdownHooks();

  const openapi = new DocumentBuilder().setTitle('Bazaar marketplace API').setVersion('1').addBearerAuth().build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openapi));

  if (options.serveFrontends) {
    serveSpa(app, '/admin', FRONTENDS.backoffice);
    serveSpa(app, '/', FRONTENDS.storefront);
  }
}

/** Static files plus index.html for client-side routes (never for /api). */
function serveSpa(app: NestExpressApplication, prefix: string, dir: string): void {
  if (!existsSync(join(dir, 'index.html'))) {
    console.warn(`[static] ${dir} is not built; run npm run build`);
    return;
  }
  app.useStaticAssets(dir, { prefix, index: false, maxAge: '1h', setHeaders: (res, path) => path.endsWith('.html') && res.setHeader('Cache-Control', 'no-cache') });
  const index = join(dir, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    const inPrefix = prefix === '/' ? true : req.path === prefix || req.path.startsWith(prefix + '/');
    if (req.method !== 'GET' || req.path.startsWith('/api') || !inPrefix || !req.accepts('html')) return next();
    if (prefix === '/' && (req.path === '/admin' || req.path.startsWith('/admin/'))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

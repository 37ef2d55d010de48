import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vite puts content-hashed files under assets/: their URL changes whenever they do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) is revalidated on every use. */
export const REVALIDATE = 'no-cache';

export interface Frontend {
  /** URL prefix with a trailing slash: '/' or '/admin/'. */
  prefix: string;
  dir: string;
}

/**
 * Serves a built single-page app like a CDN would: the files that exist are routes of their
 * own (globbed once at start, so a miss costs no disk lookup), hashed assets are immutable,
 * the .br/.gz siblings written at build time are sent to clients that accept them, and any
 * other HTML navigation under the prefix gets index.html for the client-side router.
 * Source maps are not served in production.
 */
export async function serveFrontend(app: NestFastifyApplication, frontend: Frontend, options: { production: boolean; skipPrefixes: string[] }): Promise<void> {
  const indexFile = join(frontend.dir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`[static] ${frontend.dir} is not built; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: frontend.dir,
    prefix: frontend.prefix,
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz', 'index.html', ...(options.production ? ['**/*.map'] : [])],
    setHeaders: (reply, path) => reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE),
  });

  // index.html is small and read on every navigation: keep it in memory with its own ETag.
  const html = readFileSync(indexFile);
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    // The front end's own address is its page whatever the client accepts (`curl http://host/`); elsewhere only a navigation gets it.
    const root = path === frontend.prefix || path === frontend.prefix.replace(/\/$/, '');
    if (options.skipPrefixes.some((p) => path === p || path.startsWith(p + '/')) || (!root && !acceptsHtml(request))) return reply.callNotFound();
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(html);
  };
  const instance = app.getHttpAdapter().getInstance();
  instance.get(`${frontend.prefix}*`, sendIndex);
  if (frontend.prefix !== '/') instance.get(frontend.prefix.slice(0, -1), sendIndex);
}

/** A browser navigation asks for HTML; a missing script or image must stay a 404. */
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

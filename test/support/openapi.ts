import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export type Caller = 'anonymous' | 'customer' | 'vendor' | 'provider' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'customer', 'vendor', 'provider', 'admin'];

/** The OpenAPI document of the running app, as /api/docs serves it. */
export const openApiDocument = (app: INestApplication): OpenAPIObject => SwaggerModule.createDocument(app, new DocumentBuilder().addBearerAuth().build());

/** Every operation as "METHOD /path" with OpenAPI's `{id}` placeholders. */
export const operationsOf = (doc: OpenAPIObject): string[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

/** A 32-bit seeded generator (mulberry32): the same seed gives the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Server-sent event streams never end on their own: a request to one is settled at its
 * first chunk (the status and headers are what the role and fuzz tests judge), then closed.
 */
export const isEventStream = (path: string) => path.split('?')[0].endsWith('/stream');
export const settleAtFirstChunk = <R extends { buffer(on: boolean): R; parse(parser: (res: any, done: (error: Error | null, body: unknown) => void) => void): R }>(req: R): R =>
  req.buffer(true).parse((res, done) => {
    let settled = false;
    const settle = (text: string) => {
      if (settled) return;
      settled = true;
      res.destroy();
      done(null, text);
    };
    res.on('data', (chunk: Buffer) => settle(chunk.toString()));
    res.on('end', () => settle(''));
  });

import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppConfig } from '../config/app-config';

/** Largest JSON or urlencoded body the API reads (uploads have their own limits below). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Limits every multipart route gets, whatever its own interceptor says (a route can only
 * tighten them or raise fileSize). 90 one-MB text fields are refused at the first field
 * over 64 KB, while the parser still streams: memory never holds the whole form.
 */
export const MULTIPART_LIMITS = {
  fields: 40,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  files: 1,
  fileSize: 5 * 1024 * 1024,
  parts: 50,
  headerPairs: 100,
};

/** A whole multipart request can hold at most this: every field and the file at their limits. */
export const MULTIPART_BODY_LIMIT = MULTIPART_LIMITS.fileSize + MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize + 256 * 1024;

/** The one Fastify adapter main.ts and the tests share, so both run the same limits and proxy rule. */
export function createHttpAdapter(config: Pick<AppConfig, 'trustProxy'>): FastifyAdapter {
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    multipart: { limits: MULTIPART_LIMITS },
    return503OnClosing: true,
  });
  // The multipart parser reads (and drops) a refused form to its end before answering;
  // a form that announces more than any form can hold is refused before a byte is read,
  // and the connection closed so the rest is never received.
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > MULTIPART_BODY_LIMIT && request.headers['content-type']?.startsWith('multipart/')) {
      const message = 'Request body is too large';
      reply.header('connection', 'close').code(413).send({ statusCode: 413, message, errors: { body: message } });
      return;
    }
    done();
  });
  return adapter;
}

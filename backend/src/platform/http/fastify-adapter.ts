import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { securityHeaders } from './security-headers';

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

/** The API's error shape (error.filter.ts), for what fails before a route is found. */
const errorBody = (statusCode: number, field: string, message: string) => JSON.stringify({ statusCode, message, errors: { [field]: message } });

const rawHeaders = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');

/**
 * A request line and headers over Node's 16 KB (a list filter of about 350 ids or more) or a
 * request Node cannot parse: answered in the API's shape, with the security headers, then the
 * connection is closed, as Fastify's own handler does.
 */
const clientErrorHandler = (headers: Record<string, string>) => (error: Error & { code?: string }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, field, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'url', 'The address and headers must fit in 16 KB; ask for fewer records at a time']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request', 'The request took too long to arrive']
        : [400, 'request', 'The request could not be read'];
  const body = errorBody(status, field, message);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n${rawHeaders(headers)}Connection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
};

/** The one Fastify adapter main.ts and the tests share, so both run the same limits and proxy rule. */
export function createHttpAdapter(config: Pick<AppConfig, 'trustProxy' | 'production'>): FastifyAdapter {
  // The answers sent here come before (or instead of) the security headers' onRequest hook: they set them themselves.
  const headers = securityHeaders(config);
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    multipart: { limits: MULTIPART_LIMITS },
    return503OnClosing: true,
    clientErrorHandler: clientErrorHandler(headers),
    // A path Fastify's router cannot read ('/api/products/%', a parameter over 100 characters).
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      const message = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is not valid' : 'The request could not be read';
      void reply.headers(headers).code(status).type('application/json; charset=utf-8').send(errorBody(status, error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 'request' : 'url', message));
    },
  });
  // The multipart parser reads (and drops) a refused form to its end before answering;
  // a form that announces more than any form can hold is refused before a byte is read,
  // and the connection closed so the rest is never received.
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > MULTIPART_BODY_LIMIT && request.headers['content-type']?.startsWith('multipart/')) {
      const message = 'Request body is too large';
      reply.headers(headers).header('connection', 'close').code(413).send({ statusCode: 413, message, errors: { body: message } });
      return;
    }
    done();
  });
  return adapter;
}

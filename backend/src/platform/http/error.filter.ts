import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { DomainError } from '../domain/domain-error';

const STATUS: Record<DomainError['kind'], number> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403, unprocessable: 422 };

/** Fastify's own errors (body too large, bad content type, malformed JSON) carry a 4xx statusCode and a code. */
const isFastifyClientError = (error: unknown): error is { statusCode: number; message: string; code?: string } =>
  typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number' && (error as { statusCode: number }).statusCode >= 400 && (error as { statusCode: number }).statusCode < 500;

/** Fastify's 415 says only 'Unsupported Media Type': say which header and what it may be. */
export const UNSUPPORTED_MEDIA_TYPE = 'Content-Type must be application/json, or multipart/form-data where a file is sent';

/** Every error leaves as `{statusCode, message, errors?}` (react-admin shows `errors` inline). */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof DomainError) {
      const statusCode = STATUS[exception.kind];
      reply.status(statusCode).send({ statusCode, message: exception.message, ...(exception.errors && { errors: exception.errors }) });
      return;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body = exception.getResponse();
      const payload = typeof body === 'string' ? { message: body } : (body as Record<string, unknown>);
      const unsupported = statusCode === 415 && !payload.errors;
      const message = unsupported ? UNSUPPORTED_MEDIA_TYPE : Array.isArray(payload.message) ? payload.message[0] : (payload.message ?? exception.message);
      if (payload.retryAfter) reply.header('Retry-After', String(payload.retryAfter));
      reply.status(statusCode).send({
        statusCode,
        message,
        // A body over a size limit has no single field to blame: name the body; a body of a type no parser reads: its header.
        ...(payload.errors ? { errors: payload.errors } : statusCode === 413 ? { errors: { body: message } } : unsupported ? { errors: { 'Content-Type': message } } : {}),
        ...(payload.retryAfter !== undefined ? { retryAfter: payload.retryAfter } : {}),
      });
      return;
    }
    if (isFastifyClientError(exception)) {
      const { statusCode } = exception;
      const message = statusCode === 413 ? 'Request body is too large' : statusCode === 415 ? UNSUPPORTED_MEDIA_TYPE : exception.message;
      reply.status(statusCode).send({ statusCode, message, errors: { [statusCode === 415 ? 'Content-Type' : 'body']: message } });
      return;
    }
    console.error(exception);
    reply.status(HttpStatus.INTERNAL_SERVER_ERROR).send({ statusCode: 500, message: 'Something went wrong on our side' });
  }
}

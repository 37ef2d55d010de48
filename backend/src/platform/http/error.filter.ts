import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { Response } from 'express';
import { DomainError } from '../domain/domain-error';

const STATUS: Record<DomainError['kind'], number> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 };

/** Every error leaves as `{statusCode, message, errors?}` (react-admin shows `errors` inline). */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DomainError) {
      const statusCode = STATUS[exception.kind];
      response.status(statusCode).json({ statusCode, message: exception.message, ...(exception.errors && { errors: exception.errors }) });
      return;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body = exception.getResponse();
      const payload = typeof body === 'string' ? { message: body } : (body as Record<string, unknown>);
      const message = Array.isArray(payload.message) ? payload.message[0] : (payload.message ?? exception.message);
      if (payload.retryAfter) response.setHeader('Retry-After', String(payload.retryAfter));
      response.status(statusCode).json({
        statusCode,
        message,
        ...(payload.errors ? { errors: payload.errors } : {}),
        ...(payload.retryAfter !== undefined ? { retryAfter: payload.retryAfter } : {}),
      });
      return;
    }
    console.error(exception);
    response.status(HttpStatus.INTERNAL_SERVER_ERROR).json({ statusCode: 500, message: 'Something went wrong on our side' });
  }
}

import { BadRequestException, CallHandler, ExecutionContext, HttpException, Injectable, mixin, NestInterceptor, Type, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import { catchError, Observable, throwError } from 'rxjs';
import { MULTIPART_LIMITS } from './fastify-adapter';

const KB = 1024;

/**
 * The multipart parser's limit errors (platform-fastify's multer-compatible messages) as our
 * 400 `{message, errors: {<field>: message}}`: the file field for a file too large or one
 * file too many, the text field for a value too long, `body` for a form with too many
 * fields or parts. Anything else is left as it is.
 */
export function namedMultipartError(error: unknown, file: { field: string; tooLarge: string }): unknown {
  if (!(error instanceof HttpException)) return error;
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && 'errors' in response) return error;
  const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? '');
  const named = (field: string, text: string) => new BadRequestException({ statusCode: 400, message: text, errors: { [field]: text } });
  if (message === 'File too large') return named(file.field, file.tooLarge);
  if (message === 'Too many files') return named(file.field, `Send one file as ${file.field}`);
  const unexpected = /^Unexpected file field - (.{1,100})$/s.exec(message);
  if (unexpected) return named(unexpected[1], unexpected[1] === file.field ? `Send one file as ${file.field}` : `${unexpected[1]} takes no file`);
  const tooLong = /^Field value too long - (.{1,100})$/s.exec(message);
  if (tooLong) return named(tooLong[1], `${tooLong[1]} must be at most ${MULTIPART_LIMITS.fieldSize / KB} KB`);
  if (message === 'Too many fields') return named('body', `The form may have at most ${MULTIPART_LIMITS.fields} fields`);
  if (message === 'Too many parts') return named('body', `The form may have at most ${MULTIPART_LIMITS.parts} parts`);
  if (message === 'Field name too long') return named('body', `A field name may be at most ${MULTIPART_LIMITS.fieldNameSize} characters`);
  return error;
}

function MultipartErrors(file: { field: string; tooLarge: string }): Type<NestInterceptor> {
  @Injectable()
  class MultipartErrorsInterceptor implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(catchError((error: unknown) => throwError(() => namedMultipartError(error, file))));
    }
  }
  return mixin(MultipartErrorsInterceptor);
}

/**
 * One optional file in multipart field `field`, at most `maxBytes` (the platform's other
 * limits apply: fastify-adapter.ts), with the form's limit errors naming their field
 * (`tooLarge` is the file's message).
 */
export const FileUpload = (field: string, { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string }) =>
  UseInterceptors(MultipartErrors({ field, tooLarge }), FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1 } }));

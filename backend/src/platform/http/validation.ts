import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

const flatten = (errors: ValidationError[], prefix = ''): Record<string, string> =>
  Object.fromEntries(
    errors.flatMap((error) => {
      const field = prefix + error.property;
      // Decorators register bottom-up, so the last constraint is the first one written:
      // DTOs list "required" before "format", and that is the message shown.
      const own = error.constraints ? [[field, Object.values(error.constraints).at(-1)!] as const] : [];
      return [...own, ...Object.entries(flatten(error.children ?? [], `${field}.`))];
    }),
  );

/** class-validator errors as `{statusCode: 400, message, errors: {field: message}}`; fields a DTO does not declare are stripped. */
export const validationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false, // react-admin sends whole records back; unknown fields are dropped, never applied
    transform: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new BadRequestException({ statusCode: 400, message: Object.values(fields)[0] ?? 'Invalid input', errors: fields });
    },
  });

/**
 * A business rule said no. Deciders throw these; the HTTP layer maps `kind` to a status
 * (invalid 400, not_found 404, conflict 409, forbidden 403, unprocessable 422: a well-formed
 * request that cannot be carried out as sent) and `field` into `errors`.
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'unprocessable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static invalid(errors: Record<string, string>): DomainError {
    return new DomainError('invalid', Object.values(errors)[0] ?? 'Invalid input', errors);
  }
}

import { DomainError } from '../domain/domain-error';

/** What an Idempotency-Key may be: a client-made id (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const rule = (what: string) => `8 to 100 letters, digits, dashes or underscores, new for each ${what}`;

/** The checkout's key: required (a retried order must never place two). */
export const IDEMPOTENCY_KEY_MESSAGE = `Idempotency-Key header is required: ${rule('order')}`;

/** The request's Idempotency-Key header, checked; 400 on `Idempotency-Key` when malformed. */
export function requiredIdempotencyKey(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw DomainError.invalid({ 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE });
  return header;
}

/** An optional Idempotency-Key header (undefined when absent), checked as the required one is. */
export function optionalIdempotencyKey(header: string | string[] | undefined, what: string): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw DomainError.invalid({ 'Idempotency-Key': `Idempotency-Key must be ${rule(what)}` });
  return header;
}

import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';

/**
 * The record revision the client last saw, from `If-Match: "<revision>"` (what GET sent as
 * its ETag). Absent or `*`: undefined (no pin). Pass it to CommandRunner.run as
 * `expectedRevision`: a stale one gets the agreed 409.
 */
export const parseIfMatch = (header: unknown): number | undefined => {
  if (header === undefined || header === '' || header === '*') return undefined;
  const match = typeof header === 'string' ? /^(?:W\/)?"(-1|\d{1,15})"$/.exec(header.trim()) : null;
  if (!match) throw DomainError.invalid({ 'If-Match': 'If-Match must be the record\'s ETag, like "3"' });
  return Number(match[1]);
};

/** IfMatch's reader; the OpenAPI document knows a route takes If-Match (and may answer 409) by finding it among its arguments. */
export const readIfMatch = (_: unknown, context: ExecutionContext): number | undefined => parseIfMatch(context.switchToHttp().getRequest().headers['if-match']);

export const IfMatch = createParamDecorator(readIfMatch);

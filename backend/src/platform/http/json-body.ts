import { BadRequestException } from '@nestjs/common';

/** Deeper than any DTO here nests; a 3,000-level body is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

/** With the u flag a lone surrogate is its own code point in category Cs; a proper pair is not. */
const LONE_SURROGATE = /\p{Cs}/u;
export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

const refuse = (field: string, message: string) => new BadRequestException({ statusCode: 400, message, errors: { [field]: message } });

/**
 * Parses a JSON request body and checks what JSON.parse lets through: nesting deeper than
 * MAX_JSON_DEPTH, strings holding a lone UTF-16 surrogate (they cannot be stored or hashed
 * as UTF-8) and `__proto__` keys. Each is a 400 naming the field, never a 500 later on.
 */
export function parseJsonBody(raw: Buffer | string): unknown {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  if (text.trim() === '') return undefined;
  tooDeep(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse('body', 'The request body is not valid JSON');
  }
  check(value, '');
  return value;
}

/** Counts brackets outside strings, so depth is refused before JSON.parse builds anything. */
function tooDeep(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_JSON_DEPTH) throw refuse('body', `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
    } else if (c === 125 || c === 93) depth--;
  }
}

function check(value: unknown, path: string): void {
  const field = path || 'body';
  if (typeof value === 'string') {
    if (!isWellFormed(value)) throw refuse(field, `${field} contains an invalid character`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, `${path}[${i}]`));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const child = path ? `${path}.${key}` : key;
      if (key === '__proto__' || !isWellFormed(key)) throw refuse(child, `${child} is not an allowed field name`);
      check(item, child);
    }
  }
}

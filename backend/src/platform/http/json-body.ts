import { BadRequestException } from '@nestjs/common';

/** Deeper than any DTO here nests; a 3,000-level body is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

/** With the u flag a lone surrogate is its own code point in category Cs; a proper pair is not. */
const LONE_SURROGATE = /\p{Cs}/u;
export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

const refuse = (field: string, message: string) => new BadRequestException({ statusCode: 400, message, errors: { [field]: message } });

/**
 * Parses a JSON request body and checks what JSON.parse lets through: nesting deeper than
 * MAX_JSON_DEPTH, a key given twice in one object, strings holding a lone UTF-16 surrogate
 * (they cannot be stored or hashed as UTF-8) and `__proto__` keys. Each is a 400 naming the
 * field, never a 500 later on.
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
  const twice = duplicateKeyOf(text);
  if (twice !== null) throw refuse(twice, duplicateKeyMessage(twice));
  check(value, '');
  return value;
}

/** The message for a key given twice in one JSON object, naming it. */
export const duplicateKeyMessage = (field: string) => `${field} is given twice`;

interface Level {
  object: boolean;
  keys: Set<string>;
  /** The object's current key, or the array's current index. */
  at: string | number;
  expectKey: boolean;
}

const pathOf = (levels: Level[], key: string) =>
  levels
    .slice(0, -1)
    .map((level) => (level.object ? `.${String(level.at)}` : `[${String(level.at)}]`))
    .concat(`.${key}`)
    .join('')
    .replace(/^\./, '');

/**
 * The path ('items[0].price') of the first key a JSON text gives twice in one object, or null.
 * JSON.parse keeps the last silently: '{"role":"customer","role":"admin"}' would mean one
 * thing to a proxy or log reader taking the first and another to us, as a query parameter
 * given twice would (refused too). For valid JSON only: call it after JSON.parse.
 */
export function duplicateKeyOf(text: string): string | null {
  const levels: Level[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const start = i;
      let escaped = false;
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) {
        if (text.charCodeAt(i) !== 92) continue;
        escaped = true;
        i++; // the escaped character, a quote perhaps
      }
      const top = levels[levels.length - 1];
      if (!top?.object || !top.expectKey) continue;
      const key = escaped ? (JSON.parse(text.slice(start, i + 1)) as string) : text.slice(start + 1, i);
      if (top.keys.has(key)) return pathOf(levels, key);
      top.keys.add(key);
      top.at = key;
      top.expectKey = false;
    } else if (c === 123 || c === 91) levels.push({ object: c === 123, keys: new Set(), at: 0, expectKey: c === 123 });
    else if (c === 125 || c === 93) levels.pop();
    else if (c === 44 && levels.length) {
      const top = levels[levels.length - 1];
      if (top.object) top.expectKey = true;
      else top.at = (top.at as number) + 1;
    }
  }
  return null;
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

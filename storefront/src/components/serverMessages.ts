import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { account, auth, otp, providerForm, serverMessages, supplierForm } from '../i18n/locales/en.json';
import { formatDay } from './dates';

/** Only the sections below, so the bundler can leave the long page texts out of the first load. */
const en = { account, auth, otp, providerForm, serverMessages, supplierForm };

/**
 * The server answers in English with the spec's messages. Where a message is one we also show
 * ourselves, we show it in the reader's language: English text -> translation key.
 */
const SECTIONS = ['auth.validation', 'otp', 'supplierForm.validation', 'providerForm.validation', 'account.password', 'account.email', 'serverMessages'] as const;

/**
 * A server message with a value in it ('This quote expired on 1 Dec 2026: …') is matched by
 * its `serverMessages` entry's English with `{{name}}` read back out of the text. Only that
 * section: the other sections' placeholders are our own texts, not the server's.
 */
type Pattern = { key: string; names: string[]; regex: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toPattern(key: string, english: string): Pattern {
  const names: string[] = [];
  const source = english
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, regex: new RegExp(`^${source}$`) };
}

function collect(prefix: string, node: unknown, into: Map<string, string>, patterns: Pattern[] | null): void {
  if (typeof node === 'string') {
    if (!node.includes('{{')) {
      if (!into.has(node)) into.set(node, prefix);
    } else if (patterns) patterns.push(toPattern(prefix, node));
    return;
  }
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) collect(`${prefix}.${key}`, value, into, patterns);
  }
}

const PATTERNS: Pattern[] = [];
const KEY_BY_ENGLISH: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const section of SECTIONS) {
    const node = section.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), en);
    collect(section, node, map, section === 'serverMessages' ? PATTERNS : null);
  }
  return map;
})();

/** The key of a server message we know, with the values its text carries ({date: '1 Dec 2026'}); undefined for one we pass through. */
export function serverMessageMatch(message: string): { key: string; params: Record<string, string> } | undefined {
  const text = message.trim();
  const key = KEY_BY_ENGLISH.get(text);
  if (key) return { key, params: {} };
  for (const pattern of PATTERNS) {
    const m = pattern.regex.exec(text);
    if (m) return { key: pattern.key, params: Object.fromEntries(pattern.names.map((name, i) => [name, m[i + 1]])) };
  }
  return undefined;
}

/** The translation key of a server message we know, or undefined for one we pass through in English. */
export const serverMessageKey = (message: string): string | undefined => serverMessageMatch(message)?.key;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A value as the reader's language writes it: a `date` comes as the server writes it in
 * English ('1 Dec 2026', formatIndianDay) and is written again the Indian way in `language`;
 * other values (a number, a name) stay as they came.
 */
export function readerParams(params: Record<string, string>, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      // 'Sept' in some ICU versions' en-IN: the month is known by its first three letters.
      const day = name === 'date' ? /^(\d{1,2}) ([A-Z][a-z]{2,3}) (\d{4})$/.exec(value) : null;
      const month = day ? MONTHS.indexOf(day[2].slice(0, 3)) + 1 : 0;
      if (!day || !month) return [name, value];
      return [name, formatDay(`${day[3]}-${String(month).padStart(2, '0')}-${day[1].padStart(2, '0')}`, language)];
    }),
  );
}

/** Returns a function that translates a known server message and passes any other through. */
export function useTranslateServerMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      const known = serverMessageMatch(message);
      // Values are the reader's text already: no HTML escaping of '&' or '/' in a name.
      return known ? (t as unknown as (k: string, o: object) => string)(known.key, { ...readerParams(known.params, i18n.language), interpolation: { escapeValue: false } }) : message;
    },
    [t, i18n.language],
  );
}

/** A refusal's field messages ({field: English message}), each as `translate` (useTranslateServerMessage) says it. */
export const translateEach = (errors: Record<string, string>, translate: (message: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translate(message)]));

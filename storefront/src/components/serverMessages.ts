import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { account, auth, otp, providerForm, serverMessages, supplierForm } from '../i18n/locales/en.json';

/** Only the sections below, so the bundler can leave the long page texts out of the first load. */
const en = { account, auth, otp, providerForm, serverMessages, supplierForm };

/**
 * The server answers in English with the spec's messages. Where a message is one we also show
 * ourselves, we show it in the reader's language: English text -> translation key.
 */
const SECTIONS = ['auth.validation', 'otp', 'supplierForm.validation', 'providerForm.validation', 'account.password', 'account.email', 'serverMessages'] as const;

function collect(prefix: string, node: unknown, into: Map<string, string>): void {
  if (typeof node === 'string') {
    if (!node.includes('{{') && !into.has(node)) into.set(node, prefix);
    return;
  }
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) collect(`${prefix}.${key}`, value, into);
  }
}

const KEY_BY_ENGLISH: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const section of SECTIONS) {
    const node = section.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), en);
    collect(section, node, map);
  }
  return map;
})();

/** The translation key of a server message we know, or undefined for one we pass through in English. */
export const serverMessageKey = (message: string): string | undefined => KEY_BY_ENGLISH.get(message.trim());

/** Returns a function that translates a known server message and passes any other through. */
export function useTranslateServerMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = serverMessageKey(message);
      return key ? (t as unknown as (k: string) => string)(key) : message;
    },
    [t],
  );
}

/** A refusal's field messages ({field: English message}), each as `translate` (useTranslateServerMessage) says it. */
export const translateEach = (errors: Record<string, string>, translate: (message: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translate(message)]));

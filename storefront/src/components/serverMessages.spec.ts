import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUOTE_REPLACED } from '../../../backend/src/modules/orders/checkout.pricing';
import { FIRST_ORDER_ONLY } from '../../../backend/src/modules/coupons/coupons.decider';
import { ENQUIRY_CLOSED, QUOTE_ORDERED } from '../../../backend/src/modules/enquiries/enquiries.decider';
import { LANGUAGE_CODES } from '../i18n/languages';
import { serverMessageKey } from './serverMessages';

const locale = (code: string) => JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'locales', `${code}.json`), 'utf8')) as Record<string, unknown>;
const at = (tree: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/**
 * The checkout's 409s come in English (the banner and the quote line show them): each one the
 * server says is a key in every language, not passed through in English.
 */
describe('server messages the checkout shows', () => {
  const checkoutRefusals = [ENQUIRY_CLOSED, QUOTE_ORDERED, QUOTE_REPLACED, FIRST_ORDER_ONLY];

  it.each(checkoutRefusals)('%s is translated in all six languages', (message) => {
    const key = serverMessageKey(message);
    expect(key).toBeDefined();
    expect(at(locale('en'), key!)).toBe(message);
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
      const text = at(locale(code), key!);
      expect(typeof text).toBe('string');
      expect(text).not.toBe(message);
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_CITY_NOT_SERVED, BOOKING_FIELDS_REQUIRED, COUPON_NOT_ON_QUOTES, SLOT_TAKEN } from '@bazaar/common';
import { CART_EMPTY, ORDER_TOTAL_TOO_LARGE, OUT_OF_STOCK, PRICED_BY_QUOTE, PRODUCT_TWICE, PRODUCT_UNAVAILABLE, QUOTE_NOT_YOURS, QUOTE_REPLACED, stockShortMessage } from '../../../backend/src/modules/orders/checkout.pricing';
import { ALREADY_SHIPPED, ORDER_NOT_FOUND } from '../../../backend/src/modules/orders/orders.decider';
import { COUPON_EXPIRED, COUPON_USED, FIRST_ORDER_ONLY, NOT_CLAIMED, UNKNOWN_COUPON } from '../../../backend/src/modules/coupons/coupons.decider';
import { ENQUIRY_CLOSED, QUOTE_CHANGED, QUOTE_OFF_SALE, QUOTE_ORDERED, quoteExpiredMessage } from '../../../backend/src/modules/enquiries/enquiries.decider';
import { ALREADY_REVIEWED, CANCEL_BEFORE_START, ONLY_COMPLETED_REVIEWED, RATING_RULE, SERVICE_NOT_BOOKABLE, SLOT_NOT_OFFERED } from '../../../backend/src/modules/bookings/booking.decider';
import { NOT_ENQUIRABLE } from '../../../backend/src/modules/enquiries/enquiries.decider';
import { ENQUIRY_SIGN_IN } from '../../../backend/src/modules/enquiries/enquiries.handlers';
import { CONTACT_SIGN_IN } from '../../../backend/src/modules/tickets/tickets.handlers';
import { INVALID_LINK } from '../../../backend/src/modules/engagement/engagement.decider';
import { SAME_PASSWORD } from '../../../backend/src/modules/identity/password.handlers';
import { BOOKING_HORIZON_DAYS, bookingsAheadMessage, DATE_NOT_CALENDAR, DATE_PAST, TIME_PASSED } from '../../../backend/src/modules/bookings/slots';
import { LANGUAGE_CODES } from '../i18n/languages';
import { formatDay } from './dates';
import { readerParams, serverMessageKey, serverMessageMatch } from './serverMessages';

const locale = (code: string) => JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'locales', `${code}.json`), 'utf8')) as Record<string, unknown>;
const at = (tree: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/**
 * The refusals a customer meets at the checkout (its 400s and 409s: the banner and the quote
 * line show them), on their orders and coupons, when booking a service, and a few more: each is the
 * server's own constant, so a new wording there fails here until it has its entry.
 */
const checkoutRefusals = [
  CART_EMPTY, PRODUCT_TWICE, PRODUCT_UNAVAILABLE, PRICED_BY_QUOTE, OUT_OF_STOCK, ORDER_TOTAL_TOO_LARGE, COUPON_NOT_ON_QUOTES, stockShortMessage(0, 'kg'),
  QUOTE_NOT_YOURS, QUOTE_REPLACED, QUOTE_ORDERED, QUOTE_CHANGED, QUOTE_OFF_SALE, ENQUIRY_CLOSED,
  UNKNOWN_COUPON, NOT_CLAIMED, COUPON_EXPIRED, COUPON_USED, FIRST_ORDER_ONLY,
  ORDER_NOT_FOUND, ALREADY_SHIPPED,
];
const bookingRefusals = [
  SLOT_TAKEN, SLOT_NOT_OFFERED, SERVICE_NOT_BOOKABLE, BOOKING_CITY_NOT_SERVED, BOOKING_FIELDS_REQUIRED, DATE_NOT_CALENDAR, DATE_PAST, TIME_PASSED,
  CANCEL_BEFORE_START, ONLY_COMPLETED_REVIEWED, ALREADY_REVIEWED, RATING_RULE,
];
/** Enquiries, contact, the newsletter's confirmation link, the profile's password. */
const otherRefusals = [ENQUIRY_SIGN_IN, NOT_ENQUIRABLE, CONTACT_SIGN_IN, INVALID_LINK, SAME_PASSWORD];
/** Refusals carrying a value, as the server writes them. */
const withValues = [quoteExpiredMessage('2026-12-01T18:29:59.999Z'), bookingsAheadMessage(BOOKING_HORIZON_DAYS)];

describe('server messages a customer can meet', () => {
  it.each([...checkoutRefusals, ...bookingRefusals, ...otherRefusals, ...withValues])('%s is translated in all six languages', (message) => {
    const key = serverMessageKey(message);
    expect(key).toBeDefined();
    const english = at(locale('en'), key!) as string;
    if (!english.includes('{{')) expect(english).toBe(message);
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
      const text = at(locale(code), key!);
      expect(typeof text).toBe('string');
      expect(text).not.toBe(english);
    }
  });
});

describe('a refusal with a value', () => {
  it('keeps the expired quote\'s day and writes it again the Indian way in the reader\'s language', () => {
    const match = serverMessageMatch(quoteExpiredMessage('2026-12-01T18:29:59.999Z'));
    expect(match).toEqual({ key: 'serverMessages.quoteExpired', params: { date: '1 Dec 2026' } });
    expect(readerParams(match!.params, 'hi')).toEqual({ date: formatDay('2026-12-01', 'hi') });
    expect(readerParams(match!.params, 'hi').date).not.toBe('1 Dec 2026');
  });

  it("reads September's short name in either of ICU's spellings", () => {
    for (const english of ['3 Sep 2026', '3 Sept 2026']) expect(readerParams({ date: english }, 'fr')).toEqual({ date: formatDay('2026-09-03', 'fr') });
  });

  it('keeps a number as it came', () => {
    expect(serverMessageMatch(bookingsAheadMessage(90))).toEqual({ key: 'serverMessages.bookingsAhead', params: { days: '90' } });
  });

  it('passes an unknown message through', () => {
    expect(serverMessageMatch('Something else entirely')).toBeUndefined();
  });
});

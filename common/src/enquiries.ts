import { WHOLESALE_ORDER_QUANTITY } from './products';

/** Spec 2.5: an enquiry asks for a wholesale order quantity (3 to 30 tonnes) with a message. */
export const ENQUIRY_MESSAGE_MAX = 2000;

export const ENQUIRY_MESSAGES = {
  quantity: `Quantity must be a whole number from ${WHOLESALE_ORDER_QUANTITY.min} to ${WHOLESALE_ORDER_QUANTITY.max}`,
  message: `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters`,
  productNotFound: 'Product not found.',
} as const;

export const isEnquiryQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= WHOLESALE_ORDER_QUANTITY.min && value <= WHOLESALE_ORDER_QUANTITY.max;

/**
 * How long a quote may be ordered: wholesale prices move daily (the rate list), so a quote holds
 * for the days its vendor gives, through the end of the last one (India's day), never for ever.
 */
export const QUOTE_VALID_DAYS = { min: 1, max: 30, default: 7 } as const;
export const QUOTE_VALID_DAYS_MESSAGE = `Valid for must be a whole number of days from ${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max}`;

/** Whether a quote valid until `validUntil` (ISO-8601; null: quoted before quotes had a validity) has run out at `now`. */
export const quoteExpired = (validUntil: string | null | undefined, now: Date): boolean => !!validUntil && now.getTime() > Date.parse(validUntil);

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

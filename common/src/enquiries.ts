/** Spec 2.5 / 9: a wholesale enquiry asks for 3 to 30 tonnes, whole numbers, 3 by default. */
export const ENQUIRY_QUANTITY = { min: 3, max: 30, default: 3 } as const;
export const ENQUIRY_MESSAGE_MAX = 2000;

export const ENQUIRY_MESSAGES = {
  quantity: `Quantity must be a whole number from ${ENQUIRY_QUANTITY.min} to ${ENQUIRY_QUANTITY.max}`,
  message: `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters`,
  productNotFound: 'Product not found.',
} as const;

export const isEnquiryQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= ENQUIRY_QUANTITY.min && value <= ENQUIRY_QUANTITY.max;

/** The server's shapes (backend DTOs), so the browser says the same thing before sending. */
export { PHONE_PATTERN as PHONE_SHAPE, PINCODE_PATTERN as PINCODE_SHAPE } from '@bazaar/common';

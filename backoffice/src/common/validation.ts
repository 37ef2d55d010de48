/** The server's shapes (backend DTOs), so the browser says the same thing before sending. */
export const PHONE_SHAPE = /^\+?(?:\s*\d){10,15}\s*$/;
export const PINCODE_SHAPE = /^\d{6}$/;

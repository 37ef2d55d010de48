/**
 * Shapes and messages every form checks (spec 5 and 7), so the browser says before sending
 * what the server would answer. The server stays the judge; these only agree with it.
 */

/** 10 to 15 digits, an optional leading +, spaces anywhere. */
export const PHONE_PATTERN = /^\+?(?:\s*\d){10,15}\s*$/;
/** An Indian PIN code. */
export const PINCODE_PATTERN = /^\d{6}$/;
/** Good enough for a browser's first check; the server validates e-mails fully. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 7: passwords of the shared login and sign-up form. */
export const MIN_PASSWORD_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;

/** A website address: http(s)://, then a host with a dot. */
export const WEBSITE_PATTERN = /^https?:\/\/\S+\.\S+$/i;

/**
 * A website as typed, with https:// added when no scheme was given ('ratnagiri.example' is
 * 'https://ratnagiri.example'); null when it still is no website address (or is empty).
 */
export const normaliseWebsite = (typed: string): string | null => {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  const address = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return WEBSITE_PATTERN.test(address) ? address : null;
};

/** Phone numbers are stored without spaces. */
export const normalisePhone = (phone: string): string => phone.replace(/\s+/g, '');

/** The spec's messages, word for word. */
export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  categoryRequired: 'Please select at least one product category',
} as const;

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

/**
 * C0 and C1 control characters (NUL, BEL, escape, line breaks inside a name...), the line and
 * paragraph separators U+2028/U+2029, and every format character (Unicode's Cf) but the two
 * joiners. Cf holds all of Bidi_Control: the bidi embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069) and the marks LRM, RLM and ALM (U+200E, U+200F, U+061C). A
 * name carrying them reads differently, or breaks the line, wherever it is shown (orders,
 * fulfilments, invoices, payouts): the marks are invisible too and reorder the digits and
 * punctuation beside them ('Plot 12<RLM>-34' shows as 'Plot 1234-'). The rest of Cf is as
 * invisible: the zero-width space, word joiner, BOM, soft hyphen and the tag characters make
 * 'Sharma Traders' and 'Sharma<ZWSP> Traders' two names that look one, and hide a word from
 * search ('dal<ZWSP>' finds no dal). No word needs one (laying out mixed scripts is the
 * page's work). ZWNJ and ZWJ (U+200C, U+200D) pass: Hindi, Malayalam, Kannada and the other
 * Indian scripts need them inside words (Malayalam's chillu 'ന്<ZWJ>', Hindi's half forms), as
 * do emoji sequences (woman<ZWJ>farmer).
 */
export const CONTROL_OR_BIDI = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** As CONTROL_OR_BIDI, but line breaks (U+2028/U+2029 too) and tabs pass: what a multi-line text (a description, a message) may not hold. */
export const CONTROL_OR_BIDI_BUT_LINES = /(?![\u200C\u200D])[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cf}]/u;

/** Whether a text holds a character no single-line field (or, `multiLine`, no multi-line one) may hold. */
export const hasControlOrBidi = (value: string, { multiLine = false } = {}) => (multiLine ? CONTROL_OR_BIDI_BUT_LINES : CONTROL_OR_BIDI).test(value);

/** The message for such a text, naming the field: 'Name must not contain control or text-direction characters'. */
export const controlOrBidiMessage = (label: string) => `${label} must not contain control or text-direction characters`;

/**
 * One spelling per e-mail address, for accounts and their uniqueness: in Unicode's NFKC form,
 * trimmed and lower-cased (' T2@Example.com ' is 't2@example.com'). NFKC makes one address of
 * the ways to type a letter that look alike: 'é' as one character or as e and an accent,
 * full-width 'ａ' and 'a' (first, since it maps some letters to capitals: circled 'Ⓐ' is 'A').
 * Without it each spelling was another account showing the same address.
 */
export const normaliseEmail = (email: string) => email.normalize('NFKC').trim().toLowerCase();

/**
 * What no e-mail address may hold: controls, any format character (zero-width space, soft
 * hyphen, bidi controls, the joiners too: no address needs them) and any space. Each makes an
 * address that reads as another ('asha@example.in' and 'asha@example.in<ZWSP>'), an account
 * that looks like someone else's.
 */
export const INVISIBLE_IN_EMAIL = /[\p{Cc}\p{Cf}\p{Z}]/u;

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

/** An Indian mobile number (10 digits from 6 to 9) behind +91, 0091, 91, 0 or nothing. */
const INDIAN_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/**
 * One spelling per phone number, for uniqueness, OTP limits and phone sign-in: spaces go,
 * and an Indian mobile is always +91 and its 10 digits ('98765 43210', '09876543210',
 * '919876543210' and '+91 98765 43210' are all '+919876543210'). Other numbers keep their
 * digits and leading +. Shapes are checked by PHONE_PATTERN, not here.
 */
export const normalisePhone = (phone: string): string => {
  const compact = phone.replace(/\s+/g, '');
  const mobile = INDIAN_MOBILE.exec(compact);
  return mobile ? `+91${mobile[1]}` : compact;
};

/**
 * The spellings an Indian mobile could have been stored under before normalisePhone made
 * them one (+91 first): the reservations made then are still found. Other numbers: just itself.
 */
export const phoneSpellings = (phone: string): string[] => {
  const mobile = INDIAN_MOBILE.exec(phone.replace(/\s+/g, ''));
  if (!mobile) return [normalisePhone(phone)];
  const digits = mobile[1];
  return [`+91${digits}`, digits, `91${digits}`, `0${digits}`, `0091${digits}`];
};

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

import { INVISIBLE_IN_EMAIL, normaliseEmail as spelt } from '@bazaar/common';
import { domainToASCII, domainToUnicode } from 'node:url';

const split = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? null : { local: email.slice(0, at), domain: email.slice(at + 1) };
};

/**
 * One spelling per e-mail address, for accounts and their uniqueness: common's normaliseEmail
 * (NFKC, trimmed, lower-case), then the domain in its ASCII form (IDNA, `url.domainToASCII`),
 * so user@bücher.example and user@xn--bcher-kva.example are one account. A domain that does
 * not convert (xn--zz.example) is left as typed: hasAsciiDomain refuses it, and EmailField with it.
 * So is one holding an invisible character: IDNA would drop a zero-width space or soft hyphen,
 * and the address must be refused as typed (INVISIBLE_IN_EMAIL), not taken as another's.
 * Backend only: the front ends share common's version, and node:url is not theirs.
 */
export const normaliseEmail = (email: string): string => {
  const address = spelt(email);
  const parts = split(address);
  const ascii = parts && parts.domain && !INVISIBLE_IN_EMAIL.test(parts.domain) ? domainToASCII(parts.domain) : '';
  return parts && ascii ? `${parts.local}@${ascii}` : address;
};

/** Whether an address (as normaliseEmail gives it) has its domain in the one ASCII form. */
export const hasAsciiDomain = (email: string): boolean => {
  const parts = split(email);
  return parts !== null && parts.domain !== '' && domainToASCII(parts.domain) === parts.domain;
};

/**
 * The spellings an account may hold this address under, its one spelling first: before the
 * domain was brought to ASCII, an account signed up as user@bücher.example holds that
 * spelling's reservation (as phoneSpellings does for phones).
 */
export const emailSpellings = (email: string): string[] => {
  const canonical = normaliseEmail(email);
  const parts = split(canonical);
  const unicode = parts && hasAsciiDomain(canonical) ? `${parts.local}@${domainToUnicode(parts.domain)}` : canonical;
  return unicode === canonical ? [canonical] : [canonical, unicode];
};

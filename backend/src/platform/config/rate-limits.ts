import { ConfigError } from './config-error';

/** Limits of the per-address rate limiter (platform/http/rate-limit.ts), read from RATE_LIMITS. */
export const RATE_LIMIT_NAMES = ['signup', 'login', 'otp', 'passwordReset', 'supplierRegistration', 'providerSignup', 'newsletter', 'contact', 'payment', 'emailChange', 'enquiry'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  signup: { limit: 10, windowSeconds: 3600 },
  login: { limit: 30, windowSeconds: 300 },
  otp: { limit: 20, windowSeconds: 3600 },
  passwordReset: { limit: 10, windowSeconds: 3600 },
  supplierRegistration: { limit: 5, windowSeconds: 3600 },
  providerSignup: { limit: 5, windowSeconds: 3600 },
  newsletter: { limit: 5, windowSeconds: 3600 },
  contact: { limit: 5, windowSeconds: 3600 },
  /** The payment gateway's webhook and the sandbox payment page's buttons. */
  payment: { limit: 600, windowSeconds: 60 },
  /** E-mail change requests (signed in; the per-account and per-address caps on codes come on top). */
  emailChange: { limit: 10, windowSeconds: 3600 },
  /** Wholesale enquiries (signed in): each reaches the vendor's list and bell, so a script must not flood them. */
  enquiry: { limit: 30, windowSeconds: 3600 },
};

/** `RATE_LIMITS=signup=5/600,contact=3/3600`: limit per window in seconds, for the names given. */
export function parseRateLimits(text: string | undefined): Record<RateLimitName, RateLimitRule> {
  const rules = { ...DEFAULT_RATE_LIMITS };
  for (const part of (text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^(\w+)=(\d{1,7})\/(\d{1,7})$/.exec(part);
    if (!match || !(RATE_LIMIT_NAMES as readonly string[]).includes(match[1]) || Number(match[2]) < 1 || Number(match[3]) < 1) {
      throw new ConfigError(`RATE_LIMITS: "${part}" must be <name>=<limit>/<seconds> with a name among ${RATE_LIMIT_NAMES.join(', ')}`);
    }
    rules[match[1] as RateLimitName] = { limit: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return rules;
}

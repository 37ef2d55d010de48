import { EMAIL_PATTERN as EMAIL_SHAPE, MIN_PASSWORD_LENGTH, normalisePhone, PHONE_PATTERN as PHONE_SHAPE } from '@bazaar/common';

/** Client-side checks of the shared login/sign-up form (spec 5); messages are translation keys. */
export type ValidationKey =
  | 'auth.validation.nameRequired'
  | 'auth.validation.emailRequired'
  | 'auth.validation.emailInvalid'
  | 'auth.validation.phoneRequired'
  | 'auth.validation.phoneInvalid'
  | 'auth.validation.passwordRequired'
  | 'auth.validation.passwordMin';

export { MIN_PASSWORD_LENGTH, normalisePhone };

export function checkEmail(email: string): ValidationKey | undefined {
  if (!email.trim()) return 'auth.validation.emailRequired';
  if (!EMAIL_SHAPE.test(email.trim())) return 'auth.validation.emailInvalid';
  return undefined;
}

export function checkPassword(password: string): ValidationKey | undefined {
  if (!password) return 'auth.validation.passwordRequired';
  if (password.length < MIN_PASSWORD_LENGTH) return 'auth.validation.passwordMin';
  return undefined;
}

export function checkName(name: string): ValidationKey | undefined {
  return name.trim() ? undefined : 'auth.validation.nameRequired';
}

export function checkPhone(phone: string): ValidationKey | undefined {
  const compact = normalisePhone(phone);
  if (!compact) return 'auth.validation.phoneRequired';
  if (!PHONE_SHAPE.test(compact)) return 'auth.validation.phoneInvalid';
  return undefined;
}

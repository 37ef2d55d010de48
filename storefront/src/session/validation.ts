/** Client-side checks of the shared login/sign-up form (spec 5); messages are translation keys. */
export type ValidationKey =
  | 'auth.validation.nameRequired'
  | 'auth.validation.emailRequired'
  | 'auth.validation.emailInvalid'
  | 'auth.validation.phoneRequired'
  | 'auth.validation.phoneInvalid'
  | 'auth.validation.passwordRequired'
  | 'auth.validation.passwordMin';

export const MIN_PASSWORD_LENGTH = 6;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 to 15 digits with an optional leading +; spaces are ignored. */
const PHONE_SHAPE = /^\+?\d{10,15}$/;

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

export function normalisePhone(phone: string): string {
  return phone.replace(/\s+/g, '');
}

export function checkPhone(phone: string): ValidationKey | undefined {
  const compact = normalisePhone(phone);
  if (!compact) return 'auth.validation.phoneRequired';
  if (!PHONE_SHAPE.test(compact)) return 'auth.validation.phoneInvalid';
  return undefined;
}

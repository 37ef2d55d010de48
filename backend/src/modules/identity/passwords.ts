import { hash, verify } from '@node-rs/argon2';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** argon2id (the @node-rs default algorithm) with its recommended parameters. */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Spent on unknown e-mails too, so response time does not tell which e-mails exist. */
export const DUMMY_HASH = hash('not-a-real-password');

/**
 * The 5,000 most common passwords of 6 characters or more, lower-cased, from the ranked
 * list of @zxcvbn-ts/language-common 4.1.3 (MIT), generated once into the repository; the
 * same path from src/ and dist/.
 */
const COMMON_PASSWORDS_FILE = resolve(__dirname, '../../../assets/common-passwords.txt');
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n').filter(Boolean)));

export const TOO_COMMON = 'This password is too common; please choose another';
export const CONTAINS_IDENTITY = 'Your password must not contain your email address or name';

/**
 * What is wrong with a new password beyond its length (the forms check the spec's minimum
 * lengths): one of the most common passwords, or one that contains the e-mail, its local
 * part or a part of the name (four letters or more). Null when it is acceptable.
 */
export function passwordProblem(password: string, person: { email?: string; name?: string }): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return TOO_COMMON;
  const email = person.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const names = (person.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const personal = [email, local, ...names].filter((part) => part.length >= 4);
  return personal.some((part) => lower.includes(part)) ? CONTAINS_IDENTITY : null;
}

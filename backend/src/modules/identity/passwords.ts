import { hash, verify } from '@node-rs/argon2';

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

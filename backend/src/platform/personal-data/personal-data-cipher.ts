import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KeyStore } from './key-store';

/** What an erased person's data reads as, everywhere. */
export const ERASED = '[erased]';

const PREFIX = 'pii:v1:';

/**
 * Seals personal data (name, e-mail, phone, address) before it enters an event, with the
 * person's own key (AES-256-GCM). Sealed values are plain strings
 * `pii:v1:<subject>:<iv>:<ciphertext>:<tag>`, so events stay plain JSON.
 */
export class PersonalDataCipher {
  constructor(private readonly keys: KeyStore) {}

  seal(subjectId: string, value: string): string {
    if (subjectId.includes(':')) throw new Error('subject ids cannot contain ":"');
    const key = this.keys.getOrCreate(subjectId);
    if (!key) return ERASED;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `${PREFIX}${subjectId}:${iv.toString('base64')}:${sealed.toString('base64')}:${cipher.getAuthTag().toString('base64')}`;
  }

  sealOptional(subjectId: string, value: string | null | undefined): string | null {
    return value === null || value === undefined || value === '' ? null : this.seal(subjectId, value);
  }

  /** Opens one value: sealed strings become plaintext (or ERASED); anything else is returned as is. */
  open<T>(value: T): T | string {
    if (typeof value !== 'string' || !value.startsWith(PREFIX)) return value;
    const [subjectId, iv, sealed, tag] = value.slice(PREFIX.length).split(':');
    const key = this.keys.get(subjectId);
    if (!key) return ERASED;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      return ERASED;
    }
  }

  /** Opens every sealed string inside a JSON value. */
  openDeep<T>(value: T): T {
    if (typeof value === 'string') return this.open(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.openDeep(v)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.openDeep(v)])) as T;
    }
    return value;
  }

  /** Whose key sealed a value (null for plain text), to seal more about the same person. */
  static subjectOf(value: unknown): string | null {
    return PersonalDataCipher.isSealed(value) ? (value as string).slice(PREFIX.length).split(':')[0] : null;
  }

  static isSealed(value: unknown): boolean {
    return typeof value === 'string' && value.startsWith(PREFIX);
  }

  erase(subjectId: string): void {
    this.keys.erase(subjectId);
  }
}

import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { KeyStore } from './key-store';

/** What an erased person's data reads as, everywhere. */
export const ERASED = '[erased]';

const PREFIX = 'pii:v1:';
/** AES-GCM's 96-bit nonce. */
const IV_BYTES = 12;
/** Nonces drawn from the system at once: one getrandom call per 512 seals instead of one each. */
const IV_BATCH = 512;
/** Opened values remembered: an order's addresses are opened by several read models, the billing one is the shipping one. */
const OPENED_MAX = 4096;

/**
 * Seals personal data (name, e-mail, phone, address) before it enters an event, with the
 * person's own key (AES-256-GCM). Sealed values are plain strings
 * `pii:v1:<subject>:<iv>:<ciphertext>:<tag>`, so events stay plain JSON.
 */
export class PersonalDataCipher {
  private ivs = Buffer.alloc(0);
  /**
   * Sealed value -> plaintext. Consulted only once the subject's key is found, so an erased
   * person's values read as ERASED at once, here and in every thread; an erasure in this
   * process also drops what was remembered.
   */
  private readonly opened = new Map<string, string>();

  constructor(private readonly keys: KeyStore) {}

  /** A fresh random nonce (never reused: each is its own slice of system randomness). */
  private nextIv(): Buffer {
    if (this.ivs.length < IV_BYTES) this.ivs = randomBytes(IV_BYTES * IV_BATCH);
    const iv = this.ivs.subarray(0, IV_BYTES);
    this.ivs = this.ivs.subarray(IV_BYTES);
    return iv;
  }

  seal(subjectId: string, value: string): string {
    if (subjectId.includes(':')) throw new Error('subject ids cannot contain ":"');
    const key = this.keys.getOrCreate(subjectId);
    if (!key) return ERASED;
    const iv = this.nextIv();
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `${PREFIX}${subjectId}:${iv.toString('base64')}:${sealed.toString('base64')}:${cipher.getAuthTag().toString('base64')}`;
  }

  sealOptional(subjectId: string, value: string | null | undefined): string | null {
    return value === null || value === undefined || value === '' ? null : this.seal(subjectId, value);
  }

  /**
   * A keyed hash of a value under the person's key (HMAC-SHA256 with a key derived from it):
   * equal values compare equal without sealing or opening anything, and once the person is
   * erased nothing links a hash to its value. Null for an erased person.
   */
  digest(subjectId: string, value: string): string | null {
    const key = this.keys.getOrCreate(subjectId);
    if (!key) return null;
    const digestKey = createHmac('sha256', key).update('digest').digest();
    return createHmac('sha256', digestKey).update(value, 'utf8').digest('base64url');
  }

  /** Opens one value: sealed strings become plaintext (or ERASED); anything else is returned as is. */
  open<T>(value: T): T | string {
    if (typeof value !== 'string' || !value.startsWith(PREFIX)) return value;
    const [subjectId, iv, sealed, tag] = value.slice(PREFIX.length).split(':');
    const key = this.keys.get(subjectId);
    if (!key) return ERASED;
    const known = this.opened.get(value);
    if (known !== undefined) return known;
    let plain: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      return ERASED;
    }
    this.opened.set(value, plain);
    if (this.opened.size > OPENED_MAX) this.opened.delete(this.opened.keys().next().value!);
    return plain;
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
    this.opened.clear();
  }
}

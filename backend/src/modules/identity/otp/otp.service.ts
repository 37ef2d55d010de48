import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { normalisePhone } from '@bazaar/common';
import Database from 'better-sqlite3';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../../platform/config/app-config';
import { makePrivate } from '../../../platform/config/data-dir';
import { DomainError } from '../../../platform/domain/domain-error';
import { NOTIFIER, Notifier } from '../../../platform/notifications/notification.port';
import { CREDENTIAL_STORE, CredentialStore, RESEND_WAIT, SendCap } from '../credential-store';
import { takeSendOrRefuse, tooMany } from '../account-rules';

export const OTP_LENGTH = 6;
export const RESEND_AFTER_SECONDS = 60;
const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_SENDS_PER_PHONE_PER_HOUR = 5;
const MAX_SENDS_PER_CLIENT_PER_HOUR = 20;
const VERIFICATION_TTL_SECONDS = 30 * 60;

/** Spec 5: 10 to 15 digits with an optional leading +, spaces ignored; null when not a phone, else its one spelling (normalisePhone). */
export const normalizePhone = (phone: string): string | null => (/^\+?\d{10,15}$/.test(phone.replace(/\s+/g, '')) ? normalisePhone(phone) : null);

/**
 * Phone one-time codes: 6 digits, 5 minutes, 5 tries, a 60-second resend wait and hourly
 * caps per phone and per client (counted by CredentialStore.takeSend). Codes are stored hashed, outside the event log. A correct
 * code yields a short-lived signed phone-verification token that sign-up and profile
 * changes present, so "verified" always comes from the server; each token proves the
 * phone once (its id is spent in the credential store).
 */
@Injectable()
export class OtpService {
  private readonly db: Database.Database;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly jwt: JwtService,
  ) {
    // The credential store made DATA_DIR private and owns this file; OTP keeps its own tables in it.
    const file = join(config.dataDir, 'identity.sqlite');
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    makePrivate(file);
    // How many codes went where is counted by the credential store (otp_sends), as for e-mailed codes.
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS otp_codes (phone TEXT PRIMARY KEY, code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, sent_at INTEGER NOT NULL);`);
  }

  private hash(phone: string, code: string): string {
    return createHash('sha256').update(`${phone}:${code}`).digest('hex');
  }

  async send(rawPhone: string, client: string, now = Date.now()): Promise<{ resendAfter: number; expiresIn: number }> {
    const phone = normalizePhone(rawPhone ?? '');
    if (!phone) throw DomainError.invalid({ phone: rawPhone ? 'Please enter a valid phone number' : 'Phone number is required' });
    // The resend wait runs while the last code is outstanding (a code spent lets the next one go at once).
    const last = this.db.prepare('SELECT sent_at FROM otp_codes WHERE phone = ?').get(phone) as { sent_at: number } | undefined;
    if (last && now - last.sent_at < RESEND_AFTER_SECONDS * 1000) throw tooMany(RESEND_WAIT, Math.ceil((last.sent_at + RESEND_AFTER_SECONDS * 1000 - now) / 1000));
    const caps: SendCap[] = [
      { key: `phone:${phone}`, perHour: MAX_SENDS_PER_PHONE_PER_HOUR, message: 'Too many codes for this phone; try again later' },
      { key: `client:${client}`, perHour: MAX_SENDS_PER_CLIENT_PER_HOUR, message: 'Too many codes requested; try again later' },
    ];
    takeSendOrRefuse(this.credentials, caps, now);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    try {
      await this.notifier.notify({ channel: 'sms', to: phone, text: `${code} is your Bazaar verification code. It expires in 5 minutes. Do not share it with anyone.` });
    } catch {
      this.credentials.giveBackSend(caps, now);
      throw new ServiceUnavailableException('OTP sending failed');
    }
    this.db.prepare('INSERT OR REPLACE INTO otp_codes (phone, code_hash, expires_at, attempts, sent_at) VALUES (?, ?, ?, 0, ?)').run(phone, this.hash(phone, code), now + CODE_TTL_MS, now);
    return { resendAfter: RESEND_AFTER_SECONDS, expiresIn: CODE_TTL_MS / 1000 };
  }

  /** Checks a code; returns a signed token that proves the phone once, within 30 minutes. */
  verify(rawPhone: string, code: string, now = Date.now()): { verified: true; phone: string; phoneVerificationToken: string } {
    const phone = this.spendCode(rawPhone, code, now);
    const phoneVerificationToken = this.jwt.sign({ phone, purpose: 'phone-verification', jti: randomUUID() }, { expiresIn: VERIFICATION_TTL_SECONDS });
    return { verified: true, phone, phoneVerificationToken };
  }

  /** Checks and spends a code sent to the phone; returns the normalised phone (phone login uses it directly). */
  spendCode(rawPhone: string, code: string, now = Date.now()): string {
    const phone = normalizePhone(rawPhone ?? '');
    if (!phone) throw DomainError.invalid({ phone: rawPhone ? 'Please enter a valid phone number' : 'Phone number is required' });
    if (!/^\d{6}$/.test(code ?? '')) throw DomainError.invalid({ code: 'Please enter the complete 6-digit verification code' });
    const row = this.db.prepare('SELECT code_hash, expires_at, attempts FROM otp_codes WHERE phone = ?').get(phone) as
      | { code_hash: string; expires_at: number; attempts: number }
      | undefined;
    const invalid = () => DomainError.invalid({ code: 'Invalid verification code. Please try again.' });
    if (!row || row.expires_at < now) throw invalid();
    if (row.attempts >= MAX_ATTEMPTS) throw tooMany('Too many wrong codes; please request a new one', 0);
    const ok = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(this.hash(phone, code), 'hex'));
    if (!ok) {
      this.db.prepare('UPDATE otp_codes SET attempts = attempts + 1 WHERE phone = ?').run(phone);
      throw invalid();
    }
    this.db.prepare('DELETE FROM otp_codes WHERE phone = ?').run(phone);
    return phone;
  }

  /** The phone a verification token proves, without spending it (a form's early check), or null. */
  verifiedPhone(token: string | undefined): string | null {
    const payload = this.tokenPayload(token);
    return payload ? payload.phone : null;
  }

  private tokenPayload(token: string | undefined): { phone: string; jti: string; exp: number } | null {
    if (!token) return null;
    try {
      const payload = this.jwt.verify<{ phone: string; purpose: string; jti?: string; exp: number }>(token);
      return payload.purpose === 'phone-verification' && payload.jti ? { phone: payload.phone, jti: payload.jti, exp: payload.exp } : null;
    } catch {
      return null;
    }
  }

  /**
   * Spends a verification token and runs `use` with the phone it proves; the token is given
   * back when `use` fails, so a refused sign-up can be retried with it. Null when the token
   * is missing, expired, forged or already used.
   */
  async withVerifiedPhone<T>(token: string | undefined, use: (phone: string) => Promise<T>): Promise<{ phone: string; result: T } | null> {
    const payload = this.tokenPayload(token);
    if (!payload || !this.credentials.spendToken(`phone:${payload.jti}`, payload.exp * 1000)) return null;
    try {
      return { phone: payload.phone, result: await use(payload.phone) };
    } catch (error) {
      this.credentials.unspendToken(`phone:${payload.jti}`);
      throw error;
    }
  }
}

import { Injectable } from '@nestjs/common';
import { normalisePhone, phoneSpellings } from '@bazaar/common';
import { DomainError } from '../../platform/domain/domain-error';
import { emailSpellings, normaliseEmail } from '../../platform/domain/email-address';
import { ReserveOptions, UniqueKeys } from '../../platform/domain/unique-keys';
import { CommandContext } from '../../platform/event-store/metadata';
import { ERASED } from '../../platform/personal-data/personal-data-cipher';
import { Accounts } from './account';

/** How long a claim may wait for its account before another sign-up may take it over. */
export const SIGN_UP_GRACE_MS = 60_000;

export const EMAIL_TAKEN = 'An account with this email already exists';
export const PHONE_TAKEN = 'This phone number is already linked to another account';

/**
 * The unique e-mails and phones of accounts, as reservation streams (ADR 0010). A claim is
 * abandoned when its holder does not have the value: the account never reached the log, was
 * erased, or now has another e-mail or verified phone (the process died between a claim and
 * its event, or between the event and the release of the old value or of the erased one's).
 * Once the grace period has passed, the next claim takes it over in the same decision, so a
 * crash never blocks an address for ever and no start-up scan is needed.
 * Phones are claimed only once verified, so nobody can block another person's number.
 */
@Injectable()
export class AccountKeys {
  private readonly abandonedIfNotHeld = (holds: (account: { email: string; verifiedPhone: string | null }) => boolean): ReserveOptions => ({
    abandoned: async (holderId, reservedAt) => {
      if (Date.now() - reservedAt.getTime() <= SIGN_UP_GRACE_MS) return false;
      const account = await this.accounts.find(holderId);
      if (!account || account.status === 'erased') return true;
      // A value sealed under a key that is gone reads as ERASED: not proof the account let go of it.
      return account.email !== ERASED && account.verifiedPhone !== ERASED && !holds(account);
    },
  });

  constructor(
    private readonly keys: UniqueKeys,
    private readonly accounts: Accounts,
  ) {}

  /**
   * Claims the e-mail in its one spelling (normaliseEmail, domain in ASCII). An account signed
   * up before domains had one spelling may hold it under another (user@bücher.example): that
   * account, if it still has the address, keeps it.
   */
  async claimEmail(email: string, userId: string, ctx: CommandContext): Promise<void> {
    const [canonical, ...older] = emailSpellings(email);
    for (const spelling of older) {
      const holder = await this.heldBy(spelling);
      if (holder && holder !== userId) throw new DomainError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    const options = this.abandonedIfNotHeld((account) => normaliseEmail(account.email) === canonical);
    if (!(await this.keys.reserve('email', canonical, userId, ctx, options))) throw new DomainError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }

  /**
   * Claims the phone in its one spelling (normalisePhone). A mobile verified before phones had
   * one spelling may hold a reservation under another ('9876543210'): held by someone else, it
   * still takes the number.
   */
  async claimPhone(phone: string, userId: string, ctx: CommandContext): Promise<void> {
    const [canonical, ...older] = phoneSpellings(phone);
    for (const spelling of older) {
      const holder = await this.keys.ownerOf('phone', spelling);
      if (holder && holder !== userId) throw new DomainError('conflict', PHONE_TAKEN, { phone: PHONE_TAKEN });
    }
    const options = this.abandonedIfNotHeld((account) => account.verifiedPhone !== null && normalisePhone(account.verifiedPhone) === canonical);
    if (!(await this.keys.reserve('phone', canonical, userId, ctx, options))) throw new DomainError('conflict', PHONE_TAKEN, { phone: PHONE_TAKEN });
  }

  releaseEmail(email: string, userId: string, ctx: CommandContext): Promise<void> {
    return this.keys.release('email', email, userId, ctx);
  }

  async releasePhone(phone: string | null | undefined, userId: string, ctx: CommandContext): Promise<void> {
    if (phone) await this.keys.release('phone', phone, userId, ctx);
  }

  /**
   * The account holding this e-mail (possibly a claim still without its account: callers check
   * the user), under its one spelling or one an older account signed up with.
   */
  async emailOwner(email: string): Promise<string | null> {
    for (const spelling of emailSpellings(email)) {
      const holder = await this.keys.ownerOf('email', spelling);
      if (holder) return holder;
    }
    return null;
  }

  /**
   * The account that has this e-mail now, under any of its spellings: the reservation's holder,
   * unless it never registered, was erased or has another e-mail since (a claim a crash left,
   * which the next claim takes over).
   */
  async emailAccount(email: string): Promise<string | null> {
    for (const spelling of emailSpellings(email)) {
      const holder = await this.heldBy(spelling);
      if (holder) return holder;
    }
    return null;
  }

  private async heldBy(spelling: string): Promise<string | null> {
    const holder = await this.keys.ownerOf('email', spelling);
    const account = holder ? await this.accounts.find(holder) : null;
    if (!account || account.status === 'erased') return null;
    return account.email === ERASED || normaliseEmail(account.email) === normaliseEmail(spelling) ? holder : null;
  }

  /**
   * What stands in for an address without an account where a code is kept for it (a password
   * reset): an HMAC under the unique-keys secret, so the credential store holds nothing a
   * dictionary of e-mails reverses (a bare SHA-256 of the address did).
   */
  standInFor(email: string): string {
    return `no-account:${this.keys.macOf('standin', email)}`;
  }

  /** The account whose verified phone this is, under its one spelling or one it was verified under before. */
  async phoneOwner(phone: string): Promise<string | null> {
    for (const spelling of phoneSpellings(phone)) {
      const holder = await this.keys.ownerOf('phone', spelling);
      if (holder) return holder;
    }
    return null;
  }
}

import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { emailSpellings } from '../../platform/domain/email-address';
import { UniqueKeys } from '../../platform/domain/unique-keys';
import { CommandContext } from '../../platform/event-store/metadata';

/**
 * Whose key seals what someone writes to us (ADR 0009: personal data sealed per person).
 * The signed-in sender is that user; an address with an account belongs to its user (the
 * identity context holds `email` unique keys); any other address gets a correspondent id,
 * held for it as the unique key `correspondent`, so every message and subscription from
 * that address shares one key and is erased together. Nothing is derived from the address.
 */
@Injectable()
export class CorrespondentKeys {
  constructor(private readonly keys: UniqueKeys) {}

  async subjectFor(email: string, ctx: CommandContext): Promise<string> {
    if (ctx.actor.kind === 'user') return ctx.actor.userId;
    const account = await this.heldFor('email', email);
    if (account) return account;
    return this.reserveFor('correspondent', email, ctx);
  }

  /**
   * The id held for this address as `kind`, reserving a new one when none is: reserved under
   * the address's one spelling, found under an older one too (see heldFor).
   */
  async reserveFor(kind: 'correspondent' | 'newsletter', email: string, ctx: CommandContext): Promise<string> {
    const older = await this.heldFor(kind, email);
    if (older) return older;
    const [spelling] = emailSpellings(email);
    const candidate = randomUUID();
    if (await this.keys.reserve(kind, spelling, candidate, ctx)) return candidate;
    return (await this.keys.ownerOf(kind, spelling)) as string;
  }

  /**
   * Who holds `kind` for this address under any of its spellings: its one spelling (domain in
   * ASCII), or the Unicode domain that keys reserved before domains had one spelling were kept
   * under, so user@bücher.example and user@xn--bcher-kva.example stay one correspondent.
   */
  private async heldFor(kind: string, email: string): Promise<string | null> {
    for (const spelling of emailSpellings(email)) {
      const holder = await this.keys.ownerOf(kind, spelling);
      if (holder) return holder;
    }
    return null;
  }
}

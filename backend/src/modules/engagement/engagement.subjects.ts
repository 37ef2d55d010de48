import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
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
    const account = await this.keys.ownerOf('email', email);
    if (account) return account;
    const candidate = randomUUID();
    if (await this.keys.reserve('correspondent', email, candidate, ctx)) return candidate;
    return (await this.keys.ownerOf('correspondent', email)) as string;
  }
}

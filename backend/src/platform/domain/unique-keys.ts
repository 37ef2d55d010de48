import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataDirSecret } from '../config/data-dir';
import { DomainEvent } from '../event-store/event';
import { EventCatalog, EventTypeDefinition } from '../event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { CommandContext } from '../event-store/metadata';
import { CommandRunner } from './command-runner';
import { Decider } from './decider';
import { DomainError } from './domain-error';

/**
 * Uniqueness through the log (ADR 0010): each claimed value (an e-mail, a phone, a slug, an
 * order number) has its own reservation stream. The first reservation is appended with
 * `no_stream`, so of two concurrent claims the store lets exactly one in, on SQLite and on
 * EventStoreDB alike; a release appends an event, after which the value can be claimed again.
 * Stream ids carry an HMAC of the value, never the value: the log alone reveals no e-mail.
 */
export type UniqueKeyReserved = DomainEvent<'UniqueKeyReserved', { kind: string; ownerId: string; reservedAt: string }>;
/** `abandoned`: released on behalf of a holder that never came to exist (see ReserveOptions). */
export type UniqueKeyReleased = DomainEvent<'UniqueKeyReleased', { kind: string; ownerId: string; releasedAt: string; abandoned?: true }>;
export type UniqueKeyEvent = UniqueKeyReserved | UniqueKeyReleased;

export const UNIQUE_KEY_EVENT_TYPES: EventTypeDefinition[] = (['UniqueKeyReserved', 'UniqueKeyReleased'] as const).map((type) => ({
  type,
  context: 'platform',
  schemaVersion: 1,
}));

/** A kind names what is unique: lower-case letters only, because it sits inside the stream id. */
const KIND = /^[a-z]{1,32}$/;

export type UniqueKeyState = { holder: string | null; reservedAt: string | null };
export type UniqueKeyCommand =
  /** `replacing`: take the key over from this holder, found abandoned; refused if the holder changed since. */
  | { type: 'Reserve'; data: { kind: string; ownerId: string; now: Date; replacing?: string } }
  | { type: 'Release'; data: { kind: string; ownerId: string; now: Date } };

/** Thrown by the decider when someone else holds the key; `reserve` turns it into `false`. */
export const KEY_TAKEN = 'This value is already taken';

export const uniqueKeyDecider: Decider<UniqueKeyState, UniqueKeyCommand, UniqueKeyEvent> = {
  initialState: () => ({ holder: null, reservedAt: null }),
  evolve: (_state, event) =>
    event.type === 'UniqueKeyReserved' ? { holder: event.data.ownerId, reservedAt: event.data.reservedAt } : { holder: null, reservedAt: null },
  decide(command, state) {
    const { kind, ownerId, now } = command.data;
    const at = now.toISOString();
    if (command.type === 'Reserve') {
      if (state.holder === ownerId) return [];
      const reserved: UniqueKeyReserved = { type: 'UniqueKeyReserved', data: { kind, ownerId, reservedAt: at } };
      if (state.holder === null) return [reserved];
      if (command.data.replacing !== state.holder) throw new DomainError('conflict', KEY_TAKEN);
      return [{ type: 'UniqueKeyReleased', data: { kind, ownerId: state.holder, releasedAt: at, abandoned: true } }, reserved];
    }
    // Only the holder can let go; releasing what one does not hold changes nothing.
    if (state.holder !== ownerId) return [];
    return [{ type: 'UniqueKeyReleased', data: { kind, ownerId, releasedAt: at } }];
  },
};

/** Normal form of a claimed value: Unicode NFC, trimmed, lower-case (e-mails compare case-blind). */
export const normaliseKey = (value: string): string => value.normalize('NFC').trim().toLowerCase();

export interface ReserveOptions {
  /**
   * Asked when someone else holds the key: true when that holder will never use it (for an
   * e-mail, no account with that id exists in the log and the claim is old enough not to be
   * a sign-up in progress). The key is then taken over in one decision.
   */
  abandoned?: (holderId: string, reservedAt: Date) => Promise<boolean>;
}

/** File in DATA_DIR holding the HMAC key (mode 600); losing it makes every reservation unfindable. */
export const UNIQUE_KEYS_SECRET_FILE = 'unique-keys.secret';

@Injectable()
export class UniqueKeys {
  private readonly secret: Buffer;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: CommandRunner,
    catalog: EventCatalog,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'dataDir'>,
  ) {
    this.secret = dataDirSecret(config.dataDir, UNIQUE_KEYS_SECRET_FILE);
    catalog.register(...UNIQUE_KEY_EVENT_TYPES);
  }

  /** `unique-<kind>-<hmac>`: the category `unique` groups every reservation for EventStoreDB. */
  streamOf(kind: string, value: string): string {
    return `unique-${kind}-${this.macOf(kind, value)}`;
  }

  /**
   * The keyed digest of a value under this secret, for whatever must name a value without
   * holding it (a dictionary cannot reverse it without the secret). Each kind digests apart.
   */
  macOf(kind: string, value: string): string {
    if (!KIND.test(kind)) throw new Error(`unique key kind must match ${KIND}: ${kind}`);
    return createHmac('sha256', this.secret).update(`${kind}\0${normaliseKey(value)}`).digest('base64url');
  }

  /** True when the value is now held by ownerId (it was free or already theirs), false when someone else holds it. */
  async reserve(kind: string, value: string, ownerId: string, ctx: CommandContext, options: ReserveOptions = {}): Promise<boolean> {
    const streamId = this.streamOf(kind, value);
    const claim = async (replacing?: string) => {
      try {
        // Most values are reserved for the first time: decided without reading first (a taken one conflicts and is read).
        await this.runner.run(streamId, uniqueKeyDecider, { type: 'Reserve', data: { kind, ownerId, now: ctx.now, replacing } }, ctx, { newStream: replacing === undefined });
        return true;
      } catch (error) {
        // The loser of a race is decided again on the winner's event and meets KEY_TAKEN here.
        if (error instanceof DomainError && error.message === KEY_TAKEN) return false;
        throw error;
      }
    };
    if (await claim()) return true;
    if (!options.abandoned) return false;
    const state = await this.stateOf(streamId);
    if (state.holder === null || state.holder === ownerId) return claim();
    return (await options.abandoned(state.holder, new Date(state.reservedAt!))) ? claim(state.holder) : false;
  }

  /** Lets the value go, if ownerId holds it; anyone may reserve it afterwards. */
  async release(kind: string, value: string, ownerId: string, ctx: CommandContext): Promise<void> {
    await this.runner.run(this.streamOf(kind, value), uniqueKeyDecider, { type: 'Release', data: { kind, ownerId, now: ctx.now } }, ctx);
  }

  /** Who holds the value now, or null. */
  async ownerOf(kind: string, value: string): Promise<string | null> {
    return (await this.stateOf(this.streamOf(kind, value))).holder;
  }

  private async stateOf(streamId: string): Promise<UniqueKeyState> {
    const events = (await this.store.readStream(streamId)) as unknown as UniqueKeyEvent[];
    return events.reduce(uniqueKeyDecider.evolve, uniqueKeyDecider.initialState());
  }
}

import { Inject, Injectable, Optional } from '@nestjs/common';
import { Metrics } from '../metrics/metrics';
import { DomainEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { CommandContext } from '../event-store/metadata';
import { ReadYourWrites } from '../projections/read-your-writes';
import { Decider } from './decider';
import { handleBatch } from './handle-batch';
import { CommandOptions, CommandResult, handleCommand, NO_REVISION } from './handle-command';
import { SharedStreams } from './shared-stream';

/**
 * The command loop as an injectable, so handlers need only this one dependency. It also
 * waits (bounded) until the inline read models hold what it appended, so whatever the
 * caller reads next already shows the change: callers never wait themselves.
 */
@Injectable()
export class CommandRunner {
  private readonly shared: SharedStreams;

  constructor(
    @Inject(EVENT_STORE) readonly store: EventStore,
    readonly catalog: EventCatalog,
    private readonly readYourWrites: ReadYourWrites,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.shared = new SharedStreams(this);
  }

  async run<S, C, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    ctx: CommandContext,
    options: CommandOptions = {},
  ): Promise<CommandResult<E>> {
    const started = performance.now();
    const type = typeof (command as { type?: unknown }).type === 'string' ? (command as { type: string }).type : 'command';
    try {
      // Commands on one stream queue up in this process and are decided in turn (shared-stream.ts): twenty
      // simultaneous edits of a product are twenty decisions, not nineteen conflicts. A stream made
      // for this command has no other writer yet.
      const result = options.newStream
        ? await handleCommand(this, streamId, decider, command, ctx, options)
        : await this.shared.run(streamId, decider, command, ctx, options);
      if (options.awaitReadModels !== false && !ctx.readModelsLater) {
        // Only the read models that handle what was appended are waited for. A command that decided nothing
        // on an existing stream was decided on what the stream holds, perhaps an event someone appended a
        // moment ago (of two simultaneous cancels the second finds the order cancelled): its caller answers
        // from the read models next, so they wait for the log's head, or the answer shows the record as it
        // was before (a cancel answered 'pending').
        if (result.events.length === 0 && result.revision !== NO_REVISION) await this.readYourWrites.waitFor(await this.store.headPosition());
        else await this.readYourWrites.waitFor(result.position, result.events.map((event) => event.type));
      }
      this.metrics?.observeCommand(type, (performance.now() - started) / 1000, true);
      return result;
    } catch (error) {
      this.metrics?.observeCommand(type, (performance.now() - started) / 1000, false);
      throw error;
    }
  }

  /**
   * Many streams of one kind decided together and appended all or none (handle-batch.ts),
   * then the read models awaited once, for the whole batch.
   */
  async runBatch<S, E extends DomainEvent>(streamIds: string[], folding: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>, decide: (states: S[]) => E[][], ctx: CommandContext): Promise<CommandResult<E>[]> {
    const results = await handleBatch(this, streamIds, folding, decide, ctx);
    const last = Math.max(0, ...results.map((r) => r.position ?? 0));
    if (last > 0 && !ctx.readModelsLater) await this.readYourWrites.waitFor(last, [...new Set(results.flatMap((r) => r.events.map((event) => event.type)))]);
    return results;
  }
}

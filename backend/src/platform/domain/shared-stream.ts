import { DomainEvent, NewEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { CommandContext, toNewEvents } from '../event-store/metadata';
import { Decider } from './decider';
import { alongsideAppend, CommandOptions, CommandResult, foldAppended, forgetState, givenUpError, lastOf, loadState, NO_REVISION, staleRevisionError } from './handle-command';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Decider<any, any, DomainEvent>;

interface Queued {
  decider: AnyDecider;
  command: unknown;
  ctx: CommandContext;
  options: CommandOptions;
  resolve: (result: CommandResult<DomainEvent>) => void;
  reject: (error: unknown) => void;
}

type Outcome = { events: DomainEvent[]; revision: number } | { error: unknown };

/**
 * Commands on one stream (every stream but one made for the command a moment ago; most of
 * all those many writers share: a provider's schedule for a day, a product's stock),
 * serialised in this process: while one append to the stream is on its way, the commands
 * that arrive queue up; then they are decided one after another, each on the state the
 * previous ones left, and their events go in ONE append at the revision they were decided
 * on. So ten simultaneous holds on one schedule cost two appends, instead of nine conflicts
 * each re-reading, re-deciding and waiting for another group commit. The expected revision
 * still guards against writers in other processes: a conflict decides the whole batch again.
 * Each command keeps its own metadata (actor, correlation) and its own result; a command
 * the decider refuses is refused alone, once the batch it was decided in is stored.
 */
export class SharedStreams {
  private readonly queues = new Map<string, Queued[]>();

  constructor(private readonly deps: { store: EventStore; catalog: EventCatalog }) {}

  run<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C, ctx: CommandContext, options: CommandOptions): Promise<CommandResult<E>> {
    return new Promise((resolve, reject) => {
      const queued: Queued = { decider: decider as unknown as AnyDecider, command, ctx, options, resolve: resolve as Queued['resolve'], reject };
      const waiting = this.queues.get(streamId);
      if (waiting) return void waiting.push(queued);
      this.queues.set(streamId, [queued]);
      void this.drain(streamId);
    });
  }

  /** Decides and appends what waits on the stream, batch after batch, until nothing does. */
  private async drain(streamId: string): Promise<void> {
    const waiting = this.queues.get(streamId)!;
    try {
      for (let batch = waiting.splice(0); batch.length > 0; batch = waiting.splice(0)) await this.runBatch(streamId, batch);
    } finally {
      this.queues.delete(streamId);
      for (const orphan of waiting.splice(0)) orphan.reject(new Error(`Stream ${streamId}: batch stopped`)); // only after an unexpected throw
    }
  }

  private async runBatch(streamId: string, batch: Queued[]): Promise<void> {
    for (let attempt = 1; batch.length > 0; attempt++) {
      const { outcomes, events, decidedAt } = await this.decide(streamId, batch);
      if (events.length === 0) return settle(batch, outcomes, null);
      try {
        const expected = decidedAt === NO_REVISION ? 'no_stream' : decidedAt;
        // The new streams of the accepted commands that bring one (a booking beside its hold) go in the same appendMany.
        const alongside = batch.flatMap((q, i) => {
          const outcome = outcomes[i];
          return q.options.alongside && !('error' in outcome) && outcome.events.length ? [alongsideAppend(q.options.alongside, q.ctx, this.deps.catalog)] : [];
        });
        const result = alongside.length
          ? lastOf(await this.deps.store.appendMany([{ streamId, events, expected }, ...alongside]), 0)
          : await this.deps.store.append(streamId, events, expected);
        if (batch.every((queued) => queued.decider === batch[0].decider)) await foldAppended(this.deps, streamId, batch[0].decider);
        // One append: every command of the batch is stored by its last position.
        return settle(batch, outcomes, result.position);
      } catch (error) {
        forgetState(this.deps.store, streamId);
        if (!(error instanceof WrongExpectedRevisionError)) return batch.forEach((q) => q.reject(error));
        // Another process wrote the stream: a pinned revision is stale at once, the rest decide again.
        const next: Queued[] = [];
        for (const q of batch) {
          if (q.options.expectedRevision !== undefined) q.reject(staleRevisionError());
          else if (attempt >= (q.options.attempts ?? 5)) q.reject(givenUpError());
          else next.push(q);
        }
        batch = next;
      }
    }
  }

  /** Reads the stream once and decides each command in turn on the state the previous ones left. */
  private async decide(streamId: string, batch: Queued[]) {
    const states = new Map<AnyDecider, unknown>();
    let history: DomainEvent[] | null = null;
    let decidedAt: number;
    const [first] = batch;
    if (batch.every((queued) => queued.decider === first.decider)) {
      // The usual case, one decider: from the command loop's cached state, reading only what came after it
      // (a product's stock stream grows by one event per order).
      const loaded = await loadState(this.deps, streamId, first.decider);
      decidedAt = loaded.revision;
      states.set(first.decider, loaded.state);
    } else {
      const recorded = await this.deps.store.readStream(streamId);
      decidedAt = recorded.length ? recorded[recorded.length - 1].revision : NO_REVISION;
      history = recorded.map((event) => this.deps.catalog.upcast(event));
    }
    // Another decider on the same stream folds the same history for itself.
    const stateOf = (decider: AnyDecider) => {
      if (!states.has(decider)) states.set(decider, history!.reduce((s, event) => decider.evolve(s, event), decider.initialState()));
      return states.get(decider);
    };
    let revision = decidedAt;
    const events: NewEvent[] = [];
    const outcomes: Outcome[] = batch.map((queued) => {
      if (queued.options.expectedRevision !== undefined && queued.options.expectedRevision !== revision) return { error: staleRevisionError() };
      try {
        const decided = queued.decider.decide(queued.command, stateOf(queued.decider));
        for (const event of decided) {
          history?.push(event);
          for (const [decider, state] of states) states.set(decider, decider.evolve(state, event));
        }
        events.push(...toNewEvents(decided, queued.ctx, this.deps.catalog.schemaVersion));
        revision += decided.length;
        return { events: decided, revision };
      } catch (error) {
        return { error };
      }
    });
    return { outcomes, events, decidedAt };
  }
}

function settle(batch: Queued[], outcomes: Outcome[], position: number | null): void {
  batch.forEach((queued, i) => {
    const outcome = outcomes[i];
    if ('error' in outcome) queued.reject(outcome.error);
    else queued.resolve({ events: outcome.events, position: outcome.events.length ? position : null, revision: outcome.revision });
  });
}

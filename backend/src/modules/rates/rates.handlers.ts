import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandOptions } from '../../platform/domain/handle-command';
import { normaliseKey, ReserveOptions, UniqueKeys } from '../../platform/domain/unique-keys';
import { CommandContext } from '../../platform/event-store/metadata';
import { rateStream } from './rates.constants';
import { decideDailyRates, RateCommand, rateDecider, rateKey, RateState } from './rates.decider';
import { AddRateCommand, DelistRateCommand, EditRateCommand, UpdateDailyRatesCommand } from './rates.commands';
import { RateEvent } from './rates.events';

/** Unique-key kind: one rate per product name and category. */
const RATE_KEY = 'rate';
export const DUPLICATE_RATE = 'A rate for this product already exists in this category';

/** How long a reservation may wait for its rate's event before another add or rename may take it over. */
export const RATE_KEY_GRACE_MS = 60_000;

/**
 * A `rate` key is abandoned when the rate holding it is not listed under it: a process that
 * died between reserving the key and appending the rate (or its rename), or between a
 * rename or delisting and letting the old key go, left it held. Once the grace period has
 * passed (an add or rename in progress is never robbed) the next claim takes it over, so a
 * crash never blocks a name for good.
 */
const takeOverAbandoned = (runner: CommandRunner, key: string, now: Date): ReserveOptions => ({
  abandoned: async (holderId, reservedAt) => {
    if (now.getTime() - reservedAt.getTime() <= RATE_KEY_GRACE_MS) return false;
    const { state } = await loadRate(runner, holderId);
    return state.status !== 'listed' || normaliseKey(rateKey(state.productName, state.category)) !== normaliseKey(key);
  },
});

/** The rate's state folded from its own stream (never from a read model), with its revision. */
async function loadRate(runner: CommandRunner, rateId: string): Promise<{ state: RateState; revision: number | undefined }> {
  const recorded = await runner.store.readStream(rateStream(rateId));
  const state = recorded.map((e) => runner.catalog.upcast(e) as unknown as RateEvent).reduce(rateDecider.evolve, rateDecider.initialState());
  return { state, revision: recorded.at(-1)?.revision };
}

/**
 * Runs a rate command that may take a new name/category: the decider is asked first (bad
 * input writes nothing), then the new key is reserved (a duplicate is refused under
 * productName), the command appended, and the old key let go. A failed append frees the new key.
 */
async function runHoldingKey(
  runner: CommandRunner,
  keys: UniqueKeys,
  rateId: string,
  command: RateCommand,
  ctx: CommandContext,
  options: CommandOptions = {},
) {
  const { state } = options.newStream ? { state: rateDecider.initialState() } : await loadRate(runner, rateId);
  const events = rateDecider.decide(command, state);
  const after = events.reduce(rateDecider.evolve, state);
  const before = state.status === 'listed' ? rateKey(state.productName, state.category) : null;
  const next = after.status === 'listed' ? rateKey(after.productName, after.category) : null;
  if (next && next !== before && !(await keys.reserve(RATE_KEY, next, rateId, ctx, takeOverAbandoned(runner, next, ctx.now)))) throw DomainError.invalid({ productName: DUPLICATE_RATE });
  try {
    const result = await runner.run(rateStream(rateId), rateDecider, command, ctx, options);
    if (before && before !== next) await keys.release(RATE_KEY, before, rateId, ctx);
    return result;
  } catch (error) {
    if (next && next !== before) await keys.release(RATE_KEY, next, rateId, ctx);
    throw error;
  }
}

@CommandHandler(AddRateCommand)
export class AddRateHandler implements ICommandHandler<AddRateCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: UniqueKeys,
  ) {}

  execute({ input, ctx }: AddRateCommand) {
    // The controller made the rate's id: nothing to read before deciding.
    return runHoldingKey(this.runner, this.keys, input.rateId, { type: 'AddRate', data: { ...input, now: ctx.now } }, ctx, { newStream: true });
  }
}

@CommandHandler(EditRateCommand)
export class EditRateHandler implements ICommandHandler<EditRateCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: UniqueKeys,
  ) {}

  execute({ input, ctx, options }: EditRateCommand) {
    return runHoldingKey(this.runner, this.keys, input.rateId, { type: 'EditRate', data: { ...input, now: ctx.now } }, ctx, options);
  }
}

@CommandHandler(DelistRateCommand)
export class DelistRateHandler implements ICommandHandler<DelistRateCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: UniqueKeys,
  ) {}

  execute({ input, ctx, options }: DelistRateCommand) {
    return runHoldingKey(this.runner, this.keys, input.rateId, { type: 'DelistRate', data: { ...input, now: ctx.now } }, ctx, options);
  }
}

@CommandHandler(UpdateDailyRatesCommand)
export class UpdateDailyRatesHandler implements ICommandHandler<UpdateDailyRatesCommand> {
  constructor(private readonly runner: CommandRunner) {}

  /** All lines or none: decided together on the rates' current states (a bad line refuses the batch), appended in one go. */
  async execute({ input, ctx }: UpdateDailyRatesCommand) {
    const streams = input.changes.map((change) => rateStream(change.rateId));
    await this.runner.runBatch(streams, rateDecider, (states) => decideDailyRates(input.changes, states, ctx.now), ctx);
    return { updated: input.changes.length };
  }
}

export const RATE_HANDLERS = [AddRateHandler, EditRateHandler, DelistRateHandler, UpdateDailyRatesHandler];

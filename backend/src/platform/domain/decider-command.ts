import { Type } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainEvent } from '../event-store/event';
import { CommandContext } from '../event-store/metadata';
import { CommandRunner } from './command-runner';
import { Decider } from './decider';
import { CommandOptions, CommandResult } from './handle-command';

/** The decider command's data without `now`, which the handler adds from the context. */
export type InputOf<C extends { type: string; data: unknown }, T extends C['type']> = Omit<Extract<C, { type: T }>['data'], 'now'>;

/**
 * A CommandBus command that is one decider command on one stream: `id` names the
 * aggregate, `input` is the decider command's data. Subclasses only fix `type`.
 */
export abstract class DeciderCommand<T extends string, Input, E extends DomainEvent> extends Command<CommandResult<E>> {
  abstract readonly type: T;
  constructor(
    readonly id: string,
    readonly input: Input,
    readonly ctx: CommandContext,
    /** The revision the client's form was read at (If-Match): a stale one gets 409. */
    readonly options: CommandOptions = {},
  ) {
    super();
  }
}

/**
 * One thin @CommandHandler per command class: the decider command on `streamOf(id)`
 * through CommandRunner (which waits for read-your-writes), `now` from the context.
 */
export function deciderHandlers<S, C extends { type: string; data: unknown }, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  streamOf: (id: string) => string,
  commandClasses: Type<DeciderCommand<string, unknown, E>>[],
): Type<ICommandHandler>[] {
  return commandClasses.map((commandClass) => {
    @CommandHandler(commandClass)
    class Handler implements ICommandHandler<DeciderCommand<string, unknown, E>> {
      constructor(readonly runner: CommandRunner) {}

      execute({ type, id, input, ctx, options }: DeciderCommand<string, unknown, E>) {
        const command = { type, data: { ...(input as object), now: ctx.now } } as unknown as C;
        return this.runner.run(streamOf(id), decider, command, ctx, options);
      }
    }
    Object.defineProperty(Handler, 'name', { value: `${commandClass.name.replace(/Command$/, '')}Handler` });
    return Handler;
  });
}

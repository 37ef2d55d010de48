import { Inject, Injectable } from '@nestjs/common';
import { DomainEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { CommandContext } from '../event-store/metadata';
import { Decider } from './decider';
import { CommandResult, handleCommand } from './handle-command';

/** The command loop as an injectable, so handlers need only this one dependency. */
@Injectable()
export class CommandRunner {
  constructor(@Inject(EVENT_STORE) readonly store: EventStore, readonly catalog: EventCatalog) {}

  run<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C, ctx: CommandContext): Promise<CommandResult<E>> {
    return handleCommand(this, streamId, decider, command, ctx);
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { MarkNotificationReadCommand } from './notifications.commands';
import { NOTIFICATION_NOT_FOUND, notificationDecider } from './notifications.decider';
import { notificationStream } from './notifications.events';
import { NotificationDoc, notificationsProjection } from './notifications.projection';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ input, ctx }: MarkNotificationReadCommand) {
    if (ctx.actor.kind !== 'user') throw new DomainError('not_found', NOTIFICATION_NOT_FOUND);
    // A notification is derived from another context's event, so whom it is for is known
    // from the read model only; the decider rules on it.
    const doc = await this.readStore.collection<NotificationDoc>(notificationsProjection.collection).findOne({ _id: input.notificationId });
    const reader = { userId: ctx.actor.userId, role: ctx.actor.role };
    const result = await this.runner.run(
      notificationStream(input.notificationId),
      notificationDecider,
      // A held notice is nobody's yet, and a note (notification-notes.ts) nobody's ever.
      { type: 'MarkNotificationRead', data: { notificationId: input.notificationId, recipient: doc && (doc.status === 'unread' || doc.status === 'read') ? doc.recipient : null, reader, now: ctx.now } },
      ctx,
    );
    // Its only reader is fed by the bus, which read-your-writes does not wait for on its own.
    await this.readYourWrites.waitForBusProjection(notificationsProjection.name, result.position);
    return result;
  }
}

export const NOTIFICATION_HANDLERS = [MarkNotificationReadHandler];

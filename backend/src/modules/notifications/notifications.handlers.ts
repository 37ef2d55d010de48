import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { MarkAllNotificationsReadCommand, MarkNotificationReadCommand } from './notifications.commands';
import { inboxesOf } from './notification-feed';
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

/** Unread notices one Mark all as read reaches: the newest; a second press reads the next ones. */
export const MARK_ALL_LIMIT = 500;

/**
 * Mark all as read: one NotificationRead per unread notice of the reader's inboxes, appended
 * all or none (CommandRunner.runBatch, ADR 0042), so a failure leaves no half-read inbox.
 */
@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ ctx }: MarkAllNotificationsReadCommand): Promise<{ marked: number }> {
    if (ctx.actor.kind !== 'user') return { marked: 0 };
    const reader = { userId: ctx.actor.userId, role: ctx.actor.role };
    const unread = await this.readStore
      .collection<NotificationDoc>(notificationsProjection.collection)
      .find({ recipient: { $in: inboxesOf(reader) }, status: 'unread' }, { sort: { createdAt: -1, _id: 1 }, limit: MARK_ALL_LIMIT });
    if (unread.length === 0) {
      await this.readYourWrites.waitForBusProjection(notificationsProjection.name, await this.runner.store.headPosition());
      return { marked: 0 };
    }
    const results = await this.runner.runBatch(
      unread.map((doc) => notificationStream(doc._id)),
      notificationDecider,
      (states) => states.map((state, i) => notificationDecider.decide({ type: 'MarkNotificationRead', data: { notificationId: unread[i]._id, recipient: unread[i].recipient, reader, now: ctx.now } }, state)),
      ctx,
    );
    // Wait until the read model holds what is in the log now, not only this call's own events:
    // a simultaneous Mark all (another tab) may have read them first, and the count answered
    // must not show notices that one already marked.
    const head = Math.max(await this.runner.store.headPosition(), ...results.map((r) => r.position ?? 0));
    await this.readYourWrites.waitForBusProjection(notificationsProjection.name, head);
    return { marked: results.filter((r) => r.events.length > 0).length };
  }
}

export const NOTIFICATION_HANDLERS = [MarkNotificationReadHandler, MarkAllNotificationsReadHandler];

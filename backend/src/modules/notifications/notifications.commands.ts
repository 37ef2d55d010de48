import { Command } from '@nestjs/cqrs';
import { CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { NotificationEvent } from './notifications.events';

/** The reader marks one of their own notifications read (the reader is the context's actor). */
export class MarkNotificationReadCommand extends Command<CommandResult<NotificationEvent>> {
  constructor(
    readonly input: { notificationId: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The reader marks every unread notification of their inboxes read, the newest MARK_ALL_LIMIT at a time. */
export class MarkAllNotificationsReadCommand extends Command<{ marked: number }> {
  constructor(readonly ctx: CommandContext) {
    super();
  }
}

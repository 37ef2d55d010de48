import { Body, Controller, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { CommandContext } from '../../platform/event-store/metadata';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { ResourceReader } from '../../platform/http/resource-reader';
import { MarkNotificationReadCommand } from './notifications.commands';
import { NotificationEditDto } from './notifications.dto';
import { notificationsResource } from './notifications.resource';

/** The back office's Notifications: the list is the generic resource's; marking one read is this. */
@ApiTags('admin: notifications')
@ApiBearerAuth()
@Roles(...notificationsResource.roles)
@Controller('admin/notifications')
export class NotificationsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ResourceReader,
  ) {}

  /** `{read: true}`: the same NotificationRead as the bell's mark-read (someone else's notice is 404); answers the record. */
  @Put(':id')
  async markRead(@Param('id') id: string, @Body() _body: NotificationEditDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) reply: ReplyHeaders) {
    await this.commands.execute(new MarkNotificationReadCommand({ notificationId: id.slice(0, 200) }, ctx));
    return this.reader.one(notificationsResource, id, reply, user);
  }
}

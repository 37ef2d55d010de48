import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch, pinFirstCommand } from '../../platform/http/if-match';
import { ChangeRoleCommand, EraseUserCommand, SetUserStatusCommand, UpdateProfileCommand } from './identity.commands';
import { IdentityService } from './identity.service';
import { AddUserDto, EditUserDto } from './users.dto';
import { usersResource } from './users.resource';

const toRecord = usersResource.toRecord;

@ApiTags('admin: users')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class UsersAdminController {
  constructor(
    private readonly identity: IdentityService,
    private readonly commands: CommandBus,
  ) {}

  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @Post()
  async add(@Body() body: AddUserDto, @Ctx() ctx: CommandContext) {
    return toRecord(await this.identity.register(body, ctx));
  }

  /** One action per change: UserProfileUpdated, UserRoleChanged, UserDeactivated / UserReactivated. */
  @Put(':id')
  async edit(@Param('id') id: string, @Body() body: EditUserDto, @Ctx() ctx: CommandContext, @CurrentUser() me: AuthUser, @IfMatch() expectedRevision?: number) {
    const pin = pinFirstCommand(expectedRevision);
    const user = await this.identity.get(id);
    if (id === me.userId && ((body.status && body.status !== 'Active') || (body.role && body.role !== 'admin'))) {
      throw new DomainError('conflict', 'You cannot deactivate yourself or remove your own admin role');
    }
    if (body.name !== undefined && body.name.trim() !== user.name) await this.commands.execute(new UpdateProfileCommand({ userId: id, name: body.name, ...pin() }, ctx));
    if (body.role && body.role !== user.role) await this.commands.execute(new ChangeRoleCommand(id, { role: body.role }, ctx, pin()));
    if (body.status && body.status !== user.status) await this.commands.execute(new SetUserStatusCommand({ userId: id, status: body.status, ...pin() }, ctx));
    return toRecord(await this.identity.get(id));
  }

  /** "Erase user": deletes the person's key; their data reads as [erased] everywhere. */
  @Delete(':id')
  async erase(@Param('id') id: string, @Ctx() ctx: CommandContext, @CurrentUser() me: AuthUser, @IfMatch() expectedRevision?: number) {
    if (id === me.userId) throw new DomainError('conflict', 'You cannot erase yourself');
    await this.commands.execute(new EraseUserCommand({ userId: id, expectedRevision }, ctx));
    return toRecord(await this.identity.get(id));
  }
}

import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { EditUserCommand, EraseUserCommand } from './identity.commands';
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

  /** Only the parts that change are sent on; they land together or not at all (EditUserCommand). */
  @Put(':id')
  async edit(@Param('id') id: string, @Body() body: EditUserDto, @Ctx() ctx: CommandContext, @CurrentUser() me: AuthUser, @IfMatch() expectedRevision?: number) {
    const user = await this.identity.get(id);
    if (id === me.userId && ((body.status && body.status !== 'Active') || (body.role && body.role !== 'admin'))) {
      throw new DomainError('conflict', 'You cannot deactivate yourself or remove your own admin role');
    }
    const name = body.name !== undefined && body.name.trim() !== user.name ? body.name : undefined;
    const role = body.role && body.role !== user.role ? body.role : undefined;
    const status = body.status && body.status !== user.status ? body.status : undefined;
    if (name !== undefined || role || status) await this.commands.execute(new EditUserCommand({ userId: id, name, role, status, expectedRevision }, ctx));
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

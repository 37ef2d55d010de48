import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { listResource, ListQuery } from '../../platform/http/simple-rest';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { IdentityService } from './identity.service';
import { AddUserDto, EditUserDto } from './users.dto';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

const FIELDS: Record<string, string> = { id: '_id', name: 'name', email: 'email', role: 'role', status: 'status', joinedDate: 'joinedAt', phoneVerified: 'phoneVerified' };

/** Spec 3 "User (admin-listed)": id, name, email, role, joinedDate, status. */
const toRecord = (u: UserDoc) => ({ id: u._id, name: u.name, email: u.email, phone: u.phone, phoneVerified: u.phoneVerified, role: u.role, status: u.status, joinedDate: u.joinedAt, updatedAt: u.updatedAt });

@ApiTags('admin: users')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class UsersAdminController {
  constructor(
    private readonly identity: IdentityService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  @Get()
  list(@Query() query: ListQuery, @Res({ passthrough: true }) res: Response) {
    return listResource(res, 'users', this.readStore.collection<UserDoc>(USERS_COLLECTION), query, {
      fieldMap: FIELDS,
      searchFields: ['name', 'email'],
      defaultSort: { joinedAt: -1 },
      toRecord,
    });
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    return toRecord(await this.identity.get(id));
  }

  @Post()
  async add(@Body() body: AddUserDto, @Ctx() ctx: CommandContext) {
    return toRecord(await this.identity.register({ ...body, phoneVerified: false }, ctx));
  }

  /** One action per change: UserProfileUpdated, UserRoleChanged, UserDeactivated / UserReactivated. */
  @Put(':id')
  async edit(@Param('id') id: string, @Body() body: EditUserDto, @Ctx() ctx: CommandContext, @CurrentUser() me: AuthUser) {
    const user = await this.identity.get(id);
    if (id === me.userId && ((body.status && body.status !== 'Active') || (body.role && body.role !== 'admin'))) {
      throw new DomainError('conflict', 'You cannot deactivate yourself or remove your own admin role');
    }
    const now = ctx.now;
    if (body.name !== undefined && body.name.trim() !== user.name) {
      await this.identity.change(id, { type: 'UpdateProfile', data: { name: this.identity.sealFor(id, body.name.trim()), now } }, ctx);
    }
    if (body.role && body.role !== user.role) await this.identity.change(id, { type: 'ChangeRole', data: { role: body.role, now } }, ctx);
    if (body.status && body.status !== user.status) {
      await this.identity.change(id, { type: body.status === 'Inactive' ? 'Deactivate' : 'Reactivate', data: { now } }, ctx);
    }
    return toRecord(await this.identity.get(id));
  }

  /** "Erase user": deletes the person's key; their data reads as [erased] everywhere. */
  @Delete(':id')
  async erase(@Param('id') id: string, @Ctx() ctx: CommandContext, @CurrentUser() me: AuthUser) {
    if (id === me.userId) throw new DomainError('conflict', 'You cannot erase yourself');
    return toRecord(await this.identity.erase(id, ctx));
  }
}

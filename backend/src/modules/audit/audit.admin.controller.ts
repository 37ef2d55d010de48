import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { CurrentUser } from '../../platform/auth/command-context.decorator';
import { listResource, ListQuery } from '../../platform/http/simple-rest';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { actorNames } from '../identity/users.read-model';
import { AUDIT_COLLECTION, AuditDoc } from './audit.projection';
import { eventsResource, ownStreams } from './audit.resource';

/** The `events` resource: who did what, when, to which record. Read only. */
@ApiTags('admin: events')
@ApiBearerAuth()
@Roles('admin', 'vendor', 'provider')
@Controller('admin/events')
export class AuditAdminController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly cipher: PersonalDataCipher,
  ) {}

  private get events() {
    return this.readStore.collection<AuditDoc>(AUDIT_COLLECTION);
  }

  @Get()
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) reply: ReplyHeaders, @CurrentUser() user: AuthUser) {
    const docs = await listResource(reply, eventsResource, this.events, query, user);
    return this.withActorNames(docs);
  }

  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    const doc = await this.events.findOne({ _id: id });
    const own = ownStreams(user);
    if (!doc || (own && !own.includes(doc.streamId))) throw new NotFoundException('Event not found');
    return (await this.withActorNames([doc]))[0];
  }

  private async withActorNames(docs: AuditDoc[]) {
    const names = await actorNames(this.readStore, docs.map((d) => d.actor));
    return docs.map(({ _id, _position, ...doc }: AuditDoc & { _position?: number }) => ({
      id: _id,
      ...doc,
      data: this.cipher.openDeep(doc.data),
      actor: doc.actor.kind === 'user' ? { ...doc.actor, name: names.get(doc.actor.userId) ?? null } : doc.actor,
    }));
  }
}

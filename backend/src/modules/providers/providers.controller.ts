import { Body, Controller, ForbiddenException, Inject, Ip, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { AuthUser, Public, Roles } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandOptions } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch, pinFirstCommand } from '../../platform/http/if-match';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { IdentityService } from '../identity/identity.service';
import { normalizePhone, OtpService } from '../identity/otp/otp.service';
import { ProviderCommand, providerDecider } from './providers.decider';
import { EditProviderDto, ProviderSignupDto } from './providers.dto';
import { providerStream } from './providers.events';
import { ProviderDoc, providersProjection } from './providers.projection';
import { providersResource } from './providers.resource';

const toRecord = providersResource.toRecord;

@ApiTags('providers')
@Controller()
export class ProvidersController {
  constructor(
    private readonly identity: IdentityService,
    private readonly otp: OtpService,
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private get providers() {
    return this.readStore.collection<ProviderDoc>(providersProjection.collection);
  }

  private async run(providerId: string, command: ProviderCommand, ctx: CommandContext, options: CommandOptions = {}) {
    await this.runner.run(providerStream(providerId), providerDecider, command, ctx, options);
  }

  private async get(id: string, user: AuthUser): Promise<ProviderDoc> {
    if (user.role !== 'admin' && id !== user.userId) throw new ForbiddenException('You can only see your own profile');
    const doc = await this.providers.findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', 'Service provider not found');
    return doc;
  }

  @Public()
  @Post('providers/signup')
  async signup(@Body() body: ProviderSignupDto, @Ctx() ctx: CommandContext, @Ip() ip: string) {
    let phoneVerified = false;
    if (body.phoneVerificationToken) {
      phoneVerified = this.otp.verifiedPhone(body.phoneVerificationToken) === normalizePhone(body.phone);
      if (!phoneVerified) throw DomainError.invalid({ phone: 'Please verify your phone number' });
    }
    const providerId = randomUUID();
    const email = body.email.trim().toLowerCase();
    const phone = body.phone.replace(/\s+/g, '');
    await this.identity.register({ userId: providerId, name: body.name, email, phone, phoneVerified, password: body.password, role: 'provider' }, ctx);
    const userCtx: CommandContext = { ...ctx, actor: { kind: 'user', userId: providerId, role: 'provider' } };
    await this.run(
      providerId,
      { type: 'RegisterProvider', data: { providerId, name: this.cipher.seal(providerId, body.name.trim()), email: this.cipher.seal(providerId, email), phone: this.cipher.seal(providerId, phone), expertise: body.expertise.trim(), now: ctx.now } },
      userCtx,
    );
    const session = await this.identity.login(email, body.password, ip);
    return { message: 'Account created successfully', ...session };
  }

  @Roles('admin', 'provider')
  @ApiBearerAuth()
  @Put('admin/providers/:id')
  async edit(@Param('id') id: string, @Body() body: EditProviderDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    const pin = pinFirstCommand(expectedRevision);
    const current = await this.get(id, user);
    const { available, ...fields } = body;
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([k, v]) => v !== undefined && JSON.stringify(current[k as keyof ProviderDoc]) !== JSON.stringify(v)),
    ) as Record<string, unknown>;
    if (typeof changes.name === 'string') changes.name = this.cipher.seal(id, changes.name.trim());
    if (typeof changes.phone === 'string') changes.phone = this.cipher.seal(id, changes.phone.replace(/\s+/g, ''));
    await this.run(id, { type: 'UpdateProviderProfile', data: { changes, now: ctx.now } }, ctx, pin());
    if (available !== undefined) await this.run(id, { type: 'SetAvailability', data: { available, now: ctx.now } }, ctx, pin());
    return toRecord(await this.get(id, user));
  }
}

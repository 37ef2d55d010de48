import { Body, Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Post, Put, Res, UploadedFile } from '@nestjs/common';
import { normalisePhone } from '@bazaar/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileUpload } from '../../platform/http/file-upload';
import { ApiBearerAuth, ApiConflictResponse, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { AuthUser, Public, Roles } from '../../platform/auth/roles';
import { RateLimit } from '../../platform/http/rate-limit';
import { Client } from '../../platform/http/client-address';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { BUSINESS_DOCUMENT, detectBusinessDocument } from '../../platform/uploads/business-document';
import { FILE_STORE, FileStore } from '../../platform/uploads/file-store';
import { UploadedFileLike } from '../../platform/uploads/file-type';
import { RegisterUserCommand } from '../identity/identity.commands';
import { IdentityService } from '../identity/identity.service';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { PROVIDER_ACCOUNTS, ProviderApplication } from './provider-accounts.policy';
import { normalizePhone, OtpService } from '../identity/otp/otp.service';
import {
  SubmitProviderDocumentCommand,
  UpdateProviderProfileCommand,
  VerifyProviderCommand,
} from './providers.commands';
import { EditProviderDto, ProviderSignupDto } from './providers.dto';
import { ProviderDoc, providersProjection } from './providers.projection';
import { attachment } from '../../platform/http/attachment';
import { providersResource } from './providers.resource';

const toRecord = providersResource.toRecord;

@ApiTags('providers')
@Controller()
export class ProvidersController {
  constructor(
    private readonly identity: IdentityService,
    private readonly otp: OtpService,
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private get providers() {
    return this.readStore.collection<ProviderDoc>(providersProjection.collection);
  }

  private async get(id: string, user: AuthUser): Promise<ProviderDoc> {
    if (user.role !== 'admin' && id !== user.userId) throw new ForbiddenException('You can only see your own profile');
    const doc = await this.providers.findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', 'Service provider not found');
    return doc;
  }

  @Public()
  @RateLimit('providerSignup')
  @ApiConflictResponse({ description: 'An account with this email already exists, or this phone number is linked to another account' })
  @Post('providers/signup')
  async signup(@Body() body: ProviderSignupDto, @Ctx() ctx: CommandContext, @Client() client: string) {
    let phoneVerified = false;
    if (body.phoneVerificationToken) {
      phoneVerified = this.otp.verifiedPhone(body.phoneVerificationToken) === normalizePhone(body.phone);
      if (!phoneVerified) throw DomainError.invalid({ phone: 'Please verify your phone number' });
    }
    const providerId = randomUUID();
    const email = body.email; // EmailField: already as accounts spell it (normaliseEmail)
    const phone = normalisePhone(body.phone);
    // One decision: UserRegistered carries the application and the provider-accounts process
    // manager opens the record from it; the answer waits (bounded) for that record.
    // The token is spent by the registration (single use); the check above only gives an early answer.
    const application: ProviderApplication = { fields: { expertise: body.expertise.trim() }, documentId: null };
    const { position } = await this.commands.execute(
      new RegisterUserCommand(
        { userId: providerId, name: body.name, email, phone, phoneVerificationToken: phoneVerified ? body.phoneVerificationToken : undefined, password: body.password, role: 'provider', application },
        ctx,
      ),
    );
    await this.readYourWrites.waitForProcessManager(PROVIDER_ACCOUNTS, position);
    const session = await this.identity.login(email, body.password, client);
    return { message: 'Account created successfully', ...session };
  }

  @Roles('admin', 'provider')
  @ApiBearerAuth()
  @Put('admin/providers/:id')
  async edit(@Param('id') id: string, @Body() body: EditProviderDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    const current = await this.get(id, user);
    const { available, ...fields } = body;
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([k, v]) => v !== undefined && JSON.stringify(current[k as keyof ProviderDoc]) !== JSON.stringify(v)),
    ) as Record<string, unknown>;
    if (typeof changes.name === 'string') changes.name = this.cipher.seal(id, changes.name.trim());
    if (typeof changes.phone === 'string') changes.phone = this.cipher.seal(id, normalisePhone(changes.phone));
    await this.commands.execute(new UpdateProviderProfileCommand(id, { changes, available }, ctx, { expectedRevision }));
    return toRecord(await this.get(id, user));
  }

  /** The provider (or an admin) uploads the proof document; its type is decided by its content. */
  @Roles('admin', 'provider')
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'The document of a verified provider can no longer be replaced' })
  @Post('admin/providers/:id/document')
  @ApiConsumes('multipart/form-data')
  @FileUpload('document', { maxBytes: BUSINESS_DOCUMENT.maxBytes, tooLarge: BUSINESS_DOCUMENT.tooLarge })
  async uploadDocument(@Param('id') id: string, @UploadedFile() document: UploadedFileLike | undefined, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const { documentId: previous } = await this.get(id, user);
    if (!document?.size) throw DomainError.invalid({ document: 'Document is required' });
    const detected = detectBusinessDocument(document.buffer);
    if (!detected) throw DomainError.invalid({ document: BUSINESS_DOCUMENT.invalid });
    const stored = await this.files.save(document.buffer, detected.contentType, detected.extension);
    try {
      await this.commands.execute(new SubmitProviderDocumentCommand(id, { documentId: stored.id }, ctx));
    } catch (error) {
      // Refused (verified meanwhile, erased): nothing was appended, so the file is on no record. Other failures leave it to the sweep.
      if (error instanceof DomainError) await this.files.delete(stored.id);
      throw error;
    }
    // The replaced document is no longer anyone's to read; a crash before this line leaves it to the start-up sweep.
    if (previous && previous !== stored.id) await this.files.delete(previous);
    return toRecord(await this.get(id, user));
  }

  @Roles('admin', 'provider')
  @ApiBearerAuth()
  @Get('admin/providers/:id/document')
  async document(@Param('id') id: string, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const provider = await this.get(id, user);
    const file = provider.documentId ? await this.files.read(provider.documentId) : null;
    if (!file) throw new NotFoundException('No document on file');
    return attachment(reply, file, `${provider._id}-document.${provider.documentId!.split('.').pop()}`);
  }

  /** An admin checked the document: the provider becomes Verified. */
  @Roles('admin')
  @ApiBearerAuth()
  @Post('admin/providers/:id/verify')
  async verify(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new VerifyProviderCommand(id, {}, ctx, { expectedRevision }));
    return toRecord(await this.get(id, user));
  }
}

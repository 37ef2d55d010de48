import { ADMIN_DEFAULT_WORKING_HOURS, ADMIN_SERVICE_DEFAULTS, CITIES, City, DEFAULT_WORKING_HOURS, rupeesToPaise, ServiceCategory, serviceCategoryOf, ServiceDuration, WorkingHours } from '@bazaar/common';
import { Body, Controller, Delete, Inject, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { FileUpload } from '../../platform/http/file-upload';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { requesterOf } from '../../platform/domain/requester';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { MULTIPART_LIMITS } from '../../platform/http/fastify-adapter';
import { IfMatch } from '../../platform/http/if-match';
import { UploadedFileLike } from '../../platform/uploads/file-type';
import { IMAGE_MESSAGES, ProductImages } from '../catalogue/images/product-images';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { ApproveServiceCommand, OfferServiceCommand, RejectServiceCommand, SetServiceImageCommand, UpdateServiceCommand, WithdrawServiceCommand } from './services.commands';
import { RejectServiceDto, ServiceBodyDto } from './services.dto';
import { SERVICE_NOT_FOUND } from './services.decider';
import { ServiceFacts, ServiceStatus } from './services.events';
import { ServiceDoc, ServiceProviderDoc, serviceProvidersProjection, servicesProjection } from './services.projection';
import { toServiceRecord, presentServices } from './services.resource';

/** The form's fields as decider facts (rupees to paise; only the three working-hours keys travel). */
function factsOf(body: ServiceBodyDto): Partial<ServiceFacts> {
  const facts: Partial<ServiceFacts> = {
    name: body.name,
    // Stored as the canonical spelling ('e-services' is 'e-service'); an unknown one is the decider's 400.
    category: body.category === undefined ? undefined : ((serviceCategoryOf(body.category) ?? body.category) as ServiceCategory),
    description: body.description,
    pricePaise: body.price === undefined ? undefined : rupeesToPaise(body.price),
    duration: body.duration as ServiceDuration | undefined,
    cities: body.cities as City[] | undefined,
    workingHours: body.workingHours && ({ days: body.workingHours.days, from: body.workingHours.from, to: body.workingHours.to } as WorkingHours),
    status: body.status as ServiceStatus | undefined,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));
}

/**
 * Back office service commands (reads are the generic `services` resource). A provider
 * offers, edits and deletes their own; an admin any, and approves or rejects a provider's.
 */
@ApiTags('admin: services')
@ApiBearerAuth()
@Controller('admin/services')
export class ServicesAdminController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly images: ProductImages,
  ) {}

  private async record(id: string) {
    const doc = await this.readStore.collection<ServiceDoc>(servicesProjection.collection).findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', SERVICE_NOT_FOUND);
    const [record] = await presentServices([toServiceRecord(doc)], this.readStore);
    return record;
  }

  @Roles('admin', 'provider')
  @Post()
  async offer(@Body() body: ServiceBodyDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const serviceId = randomUUID();
    const admin = user.role === 'admin';
    const providerId = admin ? body.providerId?.trim() : user.userId;
    if (!providerId) throw DomainError.invalid({ providerId: 'Provider is required' });
    const provider = await this.readStore.collection<ServiceProviderDoc>(serviceProvidersProjection.collection).findOne({ _id: providerId });
    if (!provider) throw DomainError.invalid({ providerId: 'Provider not found' });
    // Spec 3: an admin's Add Service starts from its defaults; a provider's from spec 9's hours.
    const defaults: Partial<ServiceFacts> = admin
      ? { pricePaise: rupeesToPaise(ADMIN_SERVICE_DEFAULTS.priceRupees), duration: ADMIN_SERVICE_DEFAULTS.duration, workingHours: ADMIN_DEFAULT_WORKING_HOURS, cities: [...CITIES], status: ADMIN_SERVICE_DEFAULTS.status }
      : { workingHours: DEFAULT_WORKING_HOURS, status: 'Available' };
    await this.commands.execute(new OfferServiceCommand(serviceId, { serviceId, providerId, facts: { ...defaults, ...factsOf(body) }, by: requesterOf(ctx) }, ctx));
    return this.record(serviceId);
  }

  @Roles('admin', 'provider')
  @Put(':id')
  async edit(@Param('id') id: string, @Body() body: ServiceBodyDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new UpdateServiceCommand(id, { changes: factsOf(body), by: requesterOf(ctx) }, ctx, { expectedRevision }));
    return this.record(id);
  }

  /** Delete: withdrawn from the lists and from booking; its History and past bookings stay. */
  @Roles('admin', 'provider')
  @Delete(':id')
  async withdraw(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new WithdrawServiceCommand(id, { by: requesterOf(ctx) }, ctx, { expectedRevision }));
    return this.record(id);
  }

  /**
   * The service's picture (multipart field `image`): checked by content (JPEG, PNG or WebP,
   * at most 2 MB) and stored as WebP sizes by the catalogue's image store; the file is only
   * stored for a service the caller may edit.
   */
  @Roles('admin', 'provider')
  @Post(':id/image')
  @ApiConsumes('multipart/form-data')
  @FileUpload('image', { maxBytes: MULTIPART_LIMITS.fileSize, tooLarge: IMAGE_MESSAGES.size })
  async image(@Param('id') id: string, @UploadedFile() image: UploadedFileLike | undefined, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const service = await this.record(id);
    if (user.role !== 'admin' && service.providerId !== user.userId) throw new DomainError('not_found', SERVICE_NOT_FOUND);
    if (!image?.size) throw DomainError.invalid({ image: 'Image is required' });
    this.images.check(image.buffer);
    const imageId = await this.images.store(image.buffer);
    if (!imageId) throw DomainError.invalid({ image: 'This image could not be read' });
    await this.commands.execute(new SetServiceImageCommand(id, { imageId, by: requesterOf(ctx) }, ctx));
    return this.record(id);
  }

  @Roles('admin')
  @Post(':id/approve')
  async approve(@Param('id') id: string, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new ApproveServiceCommand(id, {}, ctx, { expectedRevision }));
    return this.record(id);
  }

  @Roles('admin')
  @Post(':id/reject')
  async reject(@Param('id') id: string, @Body() body: RejectServiceDto, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new RejectServiceCommand(id, { reason: body.reason }, ctx, { expectedRevision }));
    return this.record(id);
  }
}

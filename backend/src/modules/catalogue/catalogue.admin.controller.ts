import { Body, Controller, Delete, Inject, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileUpload } from '../../platform/http/file-upload';
import { IMAGE_MESSAGES } from './images/product-images';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { MULTIPART_LIMITS } from '../../platform/http/fastify-adapter';
import { IfMatch } from '../../platform/http/if-match';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { UploadedFileLike } from '../../platform/uploads/file-type';
import {
  AdjustStockCommand,
  ApproveProductCommand,
  BulkReviewProductsCommand,
  DelistProductCommand,
  EditProductCommand,
  ListProductCommand,
  RejectProductCommand,
} from './catalogue.commands';
import { rupeesToPaise } from './catalogue.constants';
import { BulkApproveDto, BulkRejectDto, ProductCreateDto, ProductEditDto, RejectProductDto, StockDto } from './catalogue.dto';
import { ProductDoc, productsProjection } from './catalogue.projection';
import { productsResource } from './catalogue.resource';
import { PRODUCT_NOT_FOUND, ProductInput } from './product.decider';

/**
 * The file is read up to the platform's multipart limit so that an image over 2 MB is
 * answered as a 400 naming `image` (ProductImages.check, with the form's other errors), not as a bare 413.
 */
const ImageUpload = () => FileUpload('image', { maxBytes: MULTIPART_LIMITS.fileSize, tooLarge: IMAGE_MESSAGES.size });

/** The form's fields as the decider reads them: rupees become paise; absent stays absent. */
const toInput = (body: ProductEditDto | undefined): ProductInput => {
  const { price, ...rest } = body ?? {};
  return { ...rest, ...(price !== undefined && { pricePaise: rupeesToPaise(price) }) };
};

/**
 * Product commands of the back office resource `products` (reads are the generic resource):
 * vendors list, edit and delete their own products, admins all, and only admins approve or
 * reject. The rules are the decider's; this maps HTTP.
 */
@ApiTags('admin: products')
@ApiBearerAuth()
@Controller('admin/products')
export class CatalogueAdminController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /** The record as the resource shows it (also right after a delete: deleted records leave only the list). */
  private async record(id: string) {
    const doc = await this.readStore.collection<ProductDoc>(productsProjection.collection).findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', PRODUCT_NOT_FOUND);
    const [record] = await productsResource.enrich!([productsResource.toRecord(doc)], { readStore: this.readStore } as never);
    return record;
  }

  @Roles('admin', 'vendor')
  @Post()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ImageUpload()
  async create(@Body() body: ProductCreateDto, @UploadedFile() image: UploadedFileLike | undefined, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const productId = randomUUID();
    // A vendor always lists for themselves; an admin names the vendor.
    const { vendorId: named, ...form } = body ?? {};
    const vendorId = user.role === 'admin' ? named : user.userId;
    if (!vendorId) throw DomainError.invalid({ vendorId: 'Vendor is required' });
    await this.commands.execute(new ListProductCommand(productId, { vendorId, product: toInput(form), image: image?.buffer }, ctx));
    return this.record(productId);
  }

  @Roles('admin', 'vendor')
  @Put(':id')
  @ApiConsumes('application/json', 'multipart/form-data')
  @ImageUpload()
  async edit(@Param('id') id: string, @Body() body: ProductEditDto, @UploadedFile() image: UploadedFileLike | undefined, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new EditProductCommand(id, { product: toInput(body), image: image?.buffer }, ctx, { expectedRevision }));
    return this.record(id);
  }

  /** Delete: the product leaves every list and its slug is free again; its History stays. */
  @Roles('admin', 'vendor')
  @Delete(':id')
  async remove(@Param('id') id: string, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new DelistProductCommand(id, {}, ctx, { expectedRevision }));
    return this.record(id);
  }

  @Roles('admin', 'vendor')
  @Post(':id/stock')
  async stock(@Param('id') id: string, @Body() body: StockDto, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new AdjustStockCommand(id, { stock: body.stock }, ctx, { expectedRevision }));
    return this.record(id);
  }

  @Roles('admin')
  @Post('approve')
  approveMany(@Body() body: BulkApproveDto, @Ctx() ctx: CommandContext) {
    return this.commands.execute(new BulkReviewProductsCommand({ ids: [...new Set(body.ids)], decision: 'approve' }, ctx));
  }

  @Roles('admin')
  @Post('reject')
  rejectMany(@Body() body: BulkRejectDto, @Ctx() ctx: CommandContext) {
    return this.commands.execute(new BulkReviewProductsCommand({ ids: [...new Set(body.ids)], decision: 'reject', reason: body.reason }, ctx));
  }

  @Roles('admin')
  @Post(':id/approve')
  async approve(@Param('id') id: string, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new ApproveProductCommand(id, {}, ctx, { expectedRevision }));
    return this.record(id);
  }

  @Roles('admin')
  @Post(':id/reject')
  async reject(@Param('id') id: string, @Body() body: RejectProductDto, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new RejectProductCommand(id, { reason: body.reason }, ctx, { expectedRevision }));
    return this.record(id);
  }
}

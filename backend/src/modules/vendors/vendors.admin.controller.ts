import { Body, Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Post, Put, Res } from '@nestjs/common';
import { normalisePhone } from '@bazaar/common';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { FILE_STORE, FileStore } from '../../platform/uploads/file-store';
import { AddVendorDto, EditVendorDto } from './vendors.dto';
import { accountTypeOf, categoryOf } from './vendors.constants';
import { VendorDoc } from './vendors.projection';
import { vendorsResource } from './vendors.resource';
import { attachment } from '../../platform/http/attachment';
import { VendorsService } from './vendors.service';
import { gstinStateRefusal } from './vendor-gstin.rule';

const toRecord = vendorsResource.toRecord;

/** Vendors resource: admins see and verify all; a vendor sees and edits only their own record. */
@ApiTags('admin: vendors')
@ApiBearerAuth()
@Controller('admin/vendors')
export class VendorsAdminController {
  constructor(
    private readonly vendors: VendorsService,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  /** A vendor reads only their own record: another's is 404 as an unknown one (on every route), so ids are not probed. */
  private async visible(id: string, user: AuthUser): Promise<VendorDoc> {
    if (user.role !== 'admin' && id !== user.userId) throw new DomainError('not_found', 'Vendor not found');
    return this.vendors.get(id);
  }

  @Roles('admin', 'vendor')
  @Get(':id/document')
  async document(@Param('id') id: string, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const vendor = await this.visible(id, user);
    const file = vendor.documentId ? await this.files.read(vendor.documentId) : null;
    if (!file) throw new NotFoundException('No document on file');
    return attachment(reply, file, `${vendor._id}-document.${vendor.documentId!.split('.').pop()}`);
  }

  @Roles('admin')
  @ApiConflictResponse({ description: 'An account with this email already exists, or this phone number is linked to another account' })
  @Post()
  async add(@Body() body: AddVendorDto, @Ctx() ctx: CommandContext) {
    const accountType = accountTypeOf(body.category);
    const vendor = await this.vendors.register(
      {
        companyName: body.name.trim(),
        businessType: 'Other',
        accountType,
        category: categoryOf(accountType),
        address: '',
        city: '',
        state: '',
        pincode: '',
        contactPerson: body.contactPerson?.trim() || body.name.trim(),
        contactEmail: body.email, // EmailField: already as accounts spell it (normaliseEmail)
        contactPhone: body.phone ? normalisePhone(body.phone) : '',
        taxId: null,
        businessDescription: null,
        website: null,
        productCategories: [],
      },
      { password: body.password, documentId: null },
      ctx,
    );
    return toRecord(vendor);
  }

  @Roles('admin', 'vendor')
  @Put(':id')
  async edit(@Param('id') id: string, @Body() body: EditVendorDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    const current = await this.visible(id, user);
    if (body.status !== undefined && user.role !== 'admin') throw new ForbiddenException('Only an admin can verify a vendor');
    const refusal = gstinStateRefusal(current, { taxId: body.taxId ?? undefined, state: body.state?.trim() });
    if (refusal) throw DomainError.invalid(refusal);
    await this.vendors.updateProfile(
      id,
      {
        companyName: body.name?.trim(),
        contactPhone: body.phone == null ? undefined : normalisePhone(body.phone),
        taxId: body.taxId?.trim(),
        address: body.address?.trim(),
        city: body.city?.trim(),
        state: body.state?.trim(),
        pincode: body.zipCode,
        ...(body.accountType && { accountType: body.accountType, category: categoryOf(body.accountType) }),
      },
      ctx,
      { expectedRevision },
      body.status,
    );
    return toRecord(await this.vendors.get(id));
  }
}

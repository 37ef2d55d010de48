import { normaliseWebsite, normalisePhone } from '@bazaar/common';
import { Body, Controller, Post, UploadedFile } from '@nestjs/common';
import { FileUpload } from '../../platform/http/file-upload';
import { ApiConflictResponse, ApiConsumes, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Inject } from '@nestjs/common';
import { Public } from '../../platform/auth/roles';
import { RateLimit } from '../../platform/http/rate-limit';
import { Client } from '../../platform/http/client-address';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { normaliseEmail } from '../../platform/domain/email-address';
import { CommandContext } from '../../platform/event-store/metadata';
import { FILE_STORE, FileStore } from '../../platform/uploads/file-store';
import { BUSINESS_DOCUMENT, detectBusinessDocument } from '../../platform/uploads/business-document';
import { UploadedFileLike } from '../../platform/uploads/file-type';
import { IdentityService } from '../identity/identity.service';
import { normalizePhone, OtpService } from '../identity/otp/otp.service';
import { categoriesOf, SupplierRegistrationInput, supplierRegistrationErrors } from './supplier-registration.rules';
import { AccountType, categoryOf } from './vendors.constants';
import { VendorsService } from './vendors.service';


/** Become a vendor (spec 2.10, 5, 7): one multipart form, a document checked by its content. */
@ApiTags('suppliers')
@Controller('suppliers')
export class SuppliersController {
  constructor(
    private readonly vendors: VendorsService,
    private readonly identity: IdentityService,
    private readonly otp: OtpService,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Public()
  @RateLimit('supplierRegistration')
  @ApiConflictResponse({ description: 'An account with this email already exists, or this phone number is linked to another account' })
  @ApiServiceUnavailableResponse({ description: 'The account exists but its vendor record is not there yet: sign in again in a minute' })
  @Post('register')
  @ApiConsumes('multipart/form-data')
  @FileUpload('document', { maxBytes: BUSINESS_DOCUMENT.maxBytes, tooLarge: BUSINESS_DOCUMENT.tooLarge })
  async register(@Body() form: SupplierRegistrationInput | undefined, @UploadedFile() document: UploadedFileLike | undefined, @Ctx() ctx: CommandContext, @Client() client: string) {
    const body = form ?? {}; // the multipart parser leaves no body when the form has no text fields
    const errors = supplierRegistrationErrors(body, Boolean(document?.size));
    const detected = document?.size ? detectBusinessDocument(document.buffer) : null;
    if (document?.size && !detected) errors.document = BUSINESS_DOCUMENT.invalid;
    let phoneVerified = false;
    if (body.phoneVerificationToken) {
      phoneVerified = this.otp.verifiedPhone(body.phoneVerificationToken) === normalizePhone(body.contactPhone ?? '');
      if (!phoneVerified) errors.contactPhone = 'Please verify your phone number';
    }
    if (!errors.contactEmail && (await this.identity.emailTaken(body.contactEmail!))) errors.contactEmail = 'An account with this email already exists';
    if (Object.keys(errors).length) throw DomainError.invalid(errors);

    const stored = await this.files.save(document!.buffer, detected!.contentType, detected!.extension);
    const accountType = (body.accountType ?? 'supplier') as AccountType;
    const vendor = await this.vendors.register(
      {
        companyName: body.companyName!.trim(),
        businessType: body.businessType!.trim(),
        accountType,
        category: categoryOf(accountType),
        address: body.address!.trim(),
        city: body.city!.trim(),
        state: body.state!.trim(),
        pincode: body.pincode!.trim(),
        contactPerson: body.contactPerson!.trim(),
        contactEmail: normaliseEmail(body.contactEmail!),
        contactPhone: normalisePhone(body.contactPhone!),
        taxId: null,
        businessDescription: body.businessDescription?.trim() || null,
        website: normaliseWebsite(body.website ?? ''),
        productCategories: categoriesOf(body),
      },
      { password: body.password!, phoneVerificationToken: phoneVerified ? body.phoneVerificationToken : undefined, documentId: stored.id },
      ctx,
    );
    const session = await this.identity.login(vendor.contactEmail, body.password!, client);
    return {
      message: 'Your supplier account has been created',
      token: session.accessToken,
      supplier: { id: vendor._id, company_name: vendor.companyName, email: vendor.contactEmail, status: vendor.status },
      ...session,
    };
  }
}

import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { NameField, EmailField, MayBeOmitted, NoControlOrBidi, OptionalGstinField, OptionalNotNull, OptionalPhoneField, PHONE_MAX_LENGTH, PHONE_PATTERN, RequiredTextField, Trimmed } from '../../platform/http/fields';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { SUPPLIER_FIELD_LIMITS as LIMITS } from './supplier-registration.rules';
import { ACCOUNT_TYPES, VENDOR_CATEGORIES } from './vendors.constants';

/** Admin "Add Vendor" (spec 5: name and category required) plus the account's login. */
export class AddVendorDto {
  @NameField(undefined, 120)
  name!: string;

  @ApiProperty({ enum: VENDOR_CATEGORIES })
  @IsIn(VENDOR_CATEGORIES as unknown as string[], { message: 'Category is required' })
  category!: (typeof VENDOR_CATEGORIES)[number];

  @EmailField('Contact email is required')
  email!: string;

  /** Becomes the account's name (the business name when left out or blank). */
  @ApiPropertyOptional()
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'Contact person name must be text' })
  @MaxLength(LIMITS.contactPerson, { message: `Contact person name must be at most ${LIMITS.contactPerson} characters` })
  @NoControlOrBidi('Contact person name')
  contactPerson?: string;

  @OptionalPhoneField()
  phone?: string;

  /** At most what sign-in takes (LoginDto), or the vendor could never sign in. */
  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;
}

/** The vendor profile tab (spec 2.7) and admin's verify. Email is the login and is not changed here. */
export class EditVendorDto {
  // Left out: unchanged; sent (null or blank included): the same rules as the supplier form's.
  @MayBeOmitted(RequiredTextField('Business name', LIMITS.companyName)) name?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }) @MaxLength(PHONE_MAX_LENGTH, { message: 'Please enter a valid phone number' }) phone?: string;
  // A GSTIN from now on (blank clears it); older free-text tax ids stay in the log and on the invoice as they were (ADR 0065).
  @OptionalGstinField("The vendor's GSTIN (blank: none); in the vendor's state") taxId?: string;
  @MayBeOmitted(RequiredTextField('Address', LIMITS.address)) address?: string;
  @MayBeOmitted(RequiredTextField('City', LIMITS.city)) city?: string;
  @MayBeOmitted(RequiredTextField('State', LIMITS.state)) state?: string;
  @ApiPropertyOptional() @OptionalNotNull() @Matches(/^\d{6}$/, { message: 'Please enter a valid 6-digit pincode' }) zipCode?: string;
  @ApiPropertyOptional({ enum: ACCOUNT_TYPES }) @OptionalNotNull() @IsIn(ACCOUNT_TYPES as unknown as string[], { message: 'Account type must be supplier, vendor or both' }) accountType?: (typeof ACCOUNT_TYPES)[number];
  @ApiPropertyOptional({ enum: ['Pending', 'Verified'] }) @OptionalNotNull() @IsIn(['Pending', 'Verified'], { message: 'Status must be Pending or Verified' }) status?: 'Pending' | 'Verified';
}

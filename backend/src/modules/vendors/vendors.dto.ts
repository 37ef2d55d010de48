import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { NameField, EmailField, OptionalNotNull, OptionalPhoneField, PHONE_PATTERN } from '../../platform/http/fields';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
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

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  contactPerson?: string;

  @OptionalPhoneField()
  phone?: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  password!: string;
}

/** The vendor profile tab (spec 2.7) and admin's verify. Email is the login and is not changed here. */
export class EditVendorDto {
  @ApiPropertyOptional() @OptionalNotNull() @IsString({ message: 'Business name is required' }) @IsNotEmpty({ message: 'Business name is required' }) @MaxLength(120) name?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) taxId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @IsNotEmpty({ message: 'Address is required' }) @MaxLength(300) address?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @IsNotEmpty({ message: 'City is required' }) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @IsNotEmpty({ message: 'State is required' }) state?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d{6}$/, { message: 'Please enter a valid 6-digit pincode' }) zipCode?: string;
  @ApiPropertyOptional({ enum: ACCOUNT_TYPES }) @IsOptional() @IsIn(ACCOUNT_TYPES as unknown as string[], { message: 'Account type must be supplier, vendor or both' }) accountType?: (typeof ACCOUNT_TYPES)[number];
  @ApiPropertyOptional({ enum: ['Pending', 'Verified'] }) @IsOptional() @IsIn(['Pending', 'Verified'], { message: 'Status must be Pending or Verified' }) status?: 'Pending' | 'Verified';
}

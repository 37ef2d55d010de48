import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_NAME_MAX, NameField, EmailField, MayBeOmitted, OptionalNotNull, OptionalPhoneField } from '../../platform/http/fields';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { ROLES } from '../../platform/auth/roles';

const ROLE_MESSAGE = { message: `Role must be one of ${ROLES.join(', ')}` };

/** Admin "Add User" (spec 5: name, email and role required). */
export class AddUserDto {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES as unknown as string[], { message: 'Role is required' })
  role!: (typeof ROLES)[number];

  @OptionalPhoneField()
  phone?: string;

  @ApiProperty({ description: 'Initial password the admin hands over; the user changes it' })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  // The same ceiling as sign-up and reset: a longer one would be hashed, then refused at every login (LoginDto).
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;
}

/** Edit a user: name, role, and status Active/Inactive. Other fields of the record are ignored. */
export class EditUserDto {
  // Left out: unchanged; sent, blank or null is 'Name is required' (the name is stored trimmed).
  @MayBeOmitted(NameField(undefined, ACCOUNT_NAME_MAX))
  name?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @OptionalNotNull()
  @IsIn(ROLES as unknown as string[], ROLE_MESSAGE)
  role?: (typeof ROLES)[number];

  @ApiPropertyOptional({ enum: ['Active', 'Inactive'] })
  @OptionalNotNull()
  @IsIn(['Active', 'Inactive'], { message: 'Status must be Active or Inactive' })
  status?: 'Active' | 'Inactive';
}

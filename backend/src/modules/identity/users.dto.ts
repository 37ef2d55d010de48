import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NameField, EmailField, OptionalNotNull, OptionalPhoneField } from '../../platform/http/fields';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
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
  password!: string;
}

/** Edit a user: name, role, and status Active/Inactive. Other fields of the record are ignored. */
export class EditUserDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES as unknown as string[], ROLE_MESSAGE)
  role?: (typeof ROLES)[number];

  @ApiPropertyOptional({ enum: ['Active', 'Inactive'] })
  @IsOptional()
  @IsIn(['Active', 'Inactive'], { message: 'Status must be Active or Inactive' })
  status?: 'Active' | 'Inactive';
}

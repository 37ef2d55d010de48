import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * The fields every form shares, with the spec's messages. applyDecorators registers in
 * array order, so "required" comes LAST here to be the message shown for a missing value
 * (see validation.ts).
 */
export const PHONE_PATTERN = /^\+?(?:\s*\d){10,15}\s*$/;

export const NameField = (required = 'Name is required', max = 100) =>
  applyDecorators(
    ApiProperty(),
    MaxLength(max, { message: `Name must be at most ${max} characters` }),
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
  );

export const EmailField = (required = 'Email is required') =>
  applyDecorators(ApiProperty({ example: 'asha@example.in' }), IsEmail({}, { message: 'Please enter a valid email address' }), IsNotEmpty({ message: required }));

export const OptionalPhoneField = () =>
  applyDecorators(ApiPropertyOptional({ example: '+91 98765 43210' }), IsOptional(), Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }));

export const PhoneField = () =>
  applyDecorators(ApiProperty({ example: '+91 98765 43210' }), Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }), IsString({ message: 'Phone number is required' }));

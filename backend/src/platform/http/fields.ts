import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { controlOrBidiMessage, GSTIN_MESSAGE, hasAtMostDecimals, isGstin, hasControlOrBidi, INVISIBLE_IN_EMAIL, MAX_RUPEES, MESSAGES, PHONE_PATTERN } from '@bazaar/common';
import { hasAsciiDomain, normaliseEmail } from '../domain/email-address';
import { Transform, Type } from 'class-transformer';
import { isEmail, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';

/**
 * The fields every form shares, with the spec's messages. applyDecorators registers in
 * array order, so "required" comes LAST here to be the message shown for a missing value
 * (see validation.ts).
 */
export { PHONE_PATTERN };

/** Leading and trailing blanks removed before the rules run, so '   ' is missing (IsNotEmpty alone accepts it) and what is stored is trimmed. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The longest an account's name may be: a supplier's contact person or company name (the supplier form allows 120). */
export const ACCOUNT_NAME_MAX = 120;

/**
 * A text field holds no control character and no invisible format character (bidi controls,
 * zero-width space, BOM...; the joiners ZWNJ and ZWJ pass): common's CONTROL_OR_BIDI, one rule
 * with the front ends (`label` names it in the message); a multi-line one (a description, a
 * message) may hold line breaks and tabs. Values that are not strings are left to the field's own IsString.
 */
export const NoControlOrBidi = (label: string, { multiLine = false, each = false } = {}) =>
  ValidateBy(
    { name: multiLine ? 'noControlOrBidiButLines' : 'noControlOrBidi', validator: { validate: (value) => typeof value !== 'string' || !hasControlOrBidi(value, { multiLine }) } },
    { message: controlOrBidiMessage(label), each },
  );

/**
 * An optional GSTIN (common's isGstin: shape, state code, check character): left out, null or
 * blank is none; anything else must be a valid GSTIN, kept trimmed and in upper case.
 */
export const OptionalGstinField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description, example: '27AAPFU0939F1ZV' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    ValidateIf((_object, value) => value !== undefined && value !== null && value !== ''),
    ValidateBy({ name: 'isGstin', validator: { validate: (value) => typeof value === 'string' && isGstin(value) } }, { message: GSTIN_MESSAGE }),
    // Bounded like every text field (dto-limits): a GSTIN is 15 characters, so anything longer is not one.
    MaxLength(15, { message: GSTIN_MESSAGE }),
  );

export const NameField = (required = 'Name is required', max = 100) =>
  applyDecorators(
    ApiProperty(),
    Trimmed(),
    MaxLength(max, { message: `Name must be at most ${max} characters` }),
    NoControlOrBidi('Name'),
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
  );

/**
 * Required single-line text, trimmed first, without control or text-direction characters;
 * `label` names the field in every message ("City is required"). `multiLine` lets line
 * breaks and tabs through (descriptions, messages).
 */
export const RequiredTextField = (label: string, max: number, { multiLine = false } = {}) =>
  applyDecorators(
    ApiProperty(),
    Trimmed(),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    NoControlOrBidi(label, { multiLine }),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
  );

/**
 * One nested object of `type`. ValidateNested alone lets an array through (it checks each
 * element, none for `[]`) and names a string "nested property ... must be either object or array".
 */
export const NestedObject = (type: () => new () => object, message: string) =>
  applyDecorators(Type(type), ValidateNested({ message }), IsObject({ message }));

/**
 * A list of objects of `type`: each element must be an object (not a number, null or a nested
 * list), with `message` for one that is not; the list's own rules are the caller's.
 */
export const NestedObjects = (type: () => new () => object, message: string) =>
  applyDecorators(Type(type), ValidateNested({ each: true, message }), IsObject({ each: true, message }));

/**
 * An address as accounts spell it (normaliseEmail) that is an e-mail address, holds nothing
 * invisible (INVISIBLE_IN_EMAIL) and no quoted local part: '"asha"@example.in' is the mailbox
 * of asha@example.in, and would be a second account for it. Its domain is in ASCII: one that
 * IDNA cannot convert is refused, never kept as a second spelling.
 */
const isEmailAsSpelt = (email: string) => isEmail(email, { blacklisted_chars: '"' }) && !INVISIBLE_IN_EMAIL.test(email) && hasAsciiDomain(email);

/** The rule EmailField applies, for an e-mail that comes from elsewhere than a request (ADMIN_EMAIL, npm run admin:create). */
export const isAccountEmail = (value: string) => isEmailAsSpelt(normaliseEmail(value));

/** An e-mail address, spelt as accounts keep it (normaliseEmail: trimmed, lower-cased, NFKC, domain in ASCII) before it is checked, so ' T2@Example.com ' is valid. */
export const EmailField = (required = 'Email is required') =>
  applyDecorators(
    ApiProperty({ example: 'asha@example.in' }),
    Transform(({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value)),
    // Named as class-validator's IsEmail, which it narrows: isEmail bounds the length (254).
    ValidateBy({ name: 'isEmail', validator: { validate: (value) => typeof value === 'string' && isEmailAsSpelt(value) } }, { message: MESSAGES.emailInvalid }),
    IsNotEmpty({ message: required }),
  );

/**
 * The phone pattern lets spaces sit between the digits, as many as one likes: a phone longer
 * than this is refused as not a phone, never carried (sealed) into the log at any length.
 */
export const PHONE_MAX_LENGTH = 30;

export const OptionalPhoneField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '+91 98765 43210' }),
    IsOptional(),
    Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }),
    MaxLength(PHONE_MAX_LENGTH, { message: 'Please enter a valid phone number' }),
  );

/** An empty or blank phone is a missing one ('Phone number is required', spec 5), not a malformed one: the last failing rule's message is the one shown. */
export const PhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '+91 98765 43210' }),
    Trimmed(),
    Matches(PHONE_PATTERN, { message: MESSAGES.phoneInvalid }),
    MaxLength(PHONE_MAX_LENGTH, { message: MESSAGES.phoneInvalid }),
    IsString({ message: MESSAGES.phoneRequired }),
    IsNotEmpty({ message: MESSAGES.phoneRequired }),
  );

/**
 * Optional, but not nullable: absent means "leave as is", while `null` is validated (and
 * refused by the field's own rules) instead of slipping through as class-validator's
 * IsOptional lets it. For fields an edit may not clear (names, roles, amounts).
 */
export const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);

/**
 * An edit form's field that may be left out, but when sent passes `field`'s rules, `null`
 * included (NameField, RequiredTextField...: blank or null is "X is required").
 */
export const MayBeOmitted = (field: PropertyDecorator) => applyDecorators(field, OptionalNotNull(), ApiPropertyOptional());

/**
 * A whole number from `min` to `max` taken from a query string (page numbers and the like):
 * 1e300 is an integer to JavaScript, and unbounded it reaches the read store as an offset.
 */
/** A whole number as a query string writes it: decimal digits, an optional minus, nothing around them. */
const WHOLE_NUMBER_TEXT = /^-?\d{1,15}$/;

export const QueryIntField = ({ min, max, message, example }: { min: number; max: number; message: string; example?: number }) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: min, maximum: max, ...(example !== undefined && { default: example }) }),
    IsOptional(),
    // Only decimal digits become a number: Number() would also read '0x10', '1e1', ' 5' and '' (as 0).
    Transform(({ value }) => (typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value)),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );

/**
 * A money amount in rupees: a finite number with at most 2 decimals (`format` message)
 * and at most `max` (`tooLarge` message). hasAtMostDecimals, unlike class-validator's
 * maxDecimalPlaces, does not throw on numbers written as 1e-7. Whether it must be positive is the decider's rule.
 */
export const AmountField = ({ format, tooLarge, max = MAX_RUPEES, decimals = 2 }: { format: string; tooLarge: string; max?: number; decimals?: number }) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, maximum: max, description: `at most ${decimals} decimals` }),
    OptionalNotNull(),
    Max(max, { message: tooLarge }),
    ValidateBy({ name: 'isAmount', validator: { validate: (value) => typeof value === 'number' && hasAtMostDecimals(value, decimals) } }, { message: format }),
  );

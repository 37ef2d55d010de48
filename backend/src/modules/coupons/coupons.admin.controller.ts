import { Body, Controller, Delete, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { ResourceReader } from '../../platform/http/resource-reader';
import { ChangeCouponOfferCommand, CreateCouponOfferCommand, RestoreCouponOfferCommand, WithdrawCouponOfferCommand } from './coupons.commands';
import { normaliseCouponCode } from './coupon-offers.decider';
import { CouponTermsDto, CreateCouponDto } from './coupons.dto';
import { couponsResource } from './coupons.resource';

const termsOf = (body: CouponTermsDto) => Object.fromEntries((['percent', 'description', 'validDays', 'firstOrderOnly'] as const).filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));

/**
 * Back office coupon offer commands (reads are the generic `coupons` resource); admins only.
 * Each answers the record as the resource shows it.
 */
@ApiTags('admin: coupons')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/coupons')
export class CouponsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ResourceReader,
  ) {}

  /** The record as the resource shows it, with its new ETag. */
  private record(code: string, user: AuthUser, reply: ReplyHeaders) {
    return this.reader.one(couponsResource, code, reply, user);
  }

  /** A new offer; a code already taken (a built-in one or a withdrawn one included) is 409 on `code`. */
  @ApiConflictResponse({ description: 'An offer with this code already exists' })
  @Post()
  async create(@Body() body: CreateCouponDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const code = normaliseCouponCode(body.code);
    // Decided on the code's stream as it stands: a create racing another of the same code is decided again, and refused as taken.
    await this.commands.execute(new CreateCouponOfferCommand(code, { code, terms: termsOf(body) }, ctx));
    return this.record(code, user, reply);
  }

  /** Changes the terms given (later claims only); the code is the record's id and a `code` in the body is ignored. */
  @Put(':id')
  async change(@Param('id') id: string, @Body() body: CouponTermsDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) reply: ReplyHeaders, @IfMatch() expectedRevision?: number) {
    const code = normaliseCouponCode(id);
    await this.commands.execute(new ChangeCouponOfferCommand(code, { code, changes: termsOf(body) }, ctx, { expectedRevision }));
    return this.record(code, user, reply);
  }

  /** Delete withdraws: no longer offered nor claimable; claims already made stay usable until their own validUntil. */
  @Delete(':id')
  async withdraw(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) reply: ReplyHeaders, @IfMatch() expectedRevision?: number) {
    const code = normaliseCouponCode(id);
    await this.commands.execute(new WithdrawCouponOfferCommand(code, { code }, ctx, { expectedRevision }));
    return this.record(code, user, reply);
  }

  /** Offered again, on its current terms. */
  @Post(':id/restore')
  @HttpCode(200)
  async restore(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) reply: ReplyHeaders, @IfMatch() expectedRevision?: number) {
    const code = normaliseCouponCode(id);
    await this.commands.execute(new RestoreCouponOfferCommand(code, { code }, ctx, { expectedRevision }));
    return this.record(code, user, reply);
  }
}

import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { rupeesToPaise } from '@bazaar/common';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { requesterOf } from '../../platform/domain/requester';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { RateLimit } from '../../platform/http/rate-limit';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { AnswerEnquiryCommand, CloseEnquiryCommand, QuoteEnquiryCommand, SubmitEnquiryCommand } from './enquiries.commands';
import { AnswerEnquiryDto, MyEnquiriesQueryDto, QuoteEnquiryDto, SubmitEnquiryDto } from './enquiries.dto';
import { EnquiryDoc, enquiriesProjection } from './enquiries.projection';
import { enquiryRecord, myEnquiryRecord } from './enquiries.records';
import { EnquiryProducts } from './enquiry-products';

/**
 * Wholesale enquiries: a signed-in customer asks (spec 2.5) and reads their own in the
 * dashboard; the product's vendor or an admin answers, quotes and closes in the back
 * office (lists and History are the generic `enquiries` resource).
 */
@ApiTags('enquiries')
@ApiBearerAuth()
@Controller()
export class EnquiriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly products: EnquiryProducts,
  ) {}

  /**
   * The customer's view with `onSale`: whether the product may be ordered now (approved, not
   * deleted, active, its vendor able to sell), so a quote on one no longer on sale is not
   * offered as orderable (checkout would refuse it). Two reads for the whole page (findMany).
   */
  private async mineWithSale(docs: EnquiryDoc[]) {
    const products = await this.products.findMany(docs.map((d) => d.productId));
    return docs.map((d) => ({ ...myEnquiryRecord(d, this.cipher), onSale: products.get(d.productId)?.approved ?? false }));
  }

  private get enquiries() {
    return this.readStore.collection<EnquiryDoc>(enquiriesProjection.collection);
  }

  @Roles('customer')
  @RateLimit('enquiry')
  @ApiNotFoundResponse({ description: 'No product with this productId' })
  @Post('enquiries')
  async submit(@Body() body: SubmitEnquiryDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const customer = { name: user.name, email: user.email, phone: user.phone };
    const { enquiryId } = await this.commands.execute(new SubmitEnquiryCommand({ productId: body.productId, quantity: body.quantity as number, message: body.message ?? '', customer }, ctx));
    return (await this.mineWithSale([(await this.enquiries.findOne({ _id: enquiryId }))!]))[0];
  }

  /** The customer's own enquiries, newest first, with the answer and the quote (quoteId, price, quantity) checkout takes. */
  @Roles('customer')
  @Get('me/enquiries')
  async mine(@Query() query: MyEnquiriesQueryDto, @CurrentUser() user: AuthUser) {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 25;
    const filter = { customerId: user.userId };
    const [docs, total] = await Promise.all([this.enquiries.find(filter, { sort: { submittedAt: -1 }, skip: (page - 1) * perPage, limit: perPage }), this.enquiries.count(filter)]);
    return { items: await this.mineWithSale(docs), total, page, perPage };
  }

  /** One of the customer's own enquiries (checkout's quote mode reads the quote here); another's is 404. */
  @Roles('customer')
  @Get('me/enquiries/:id')
  async myOne(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    const doc = await this.enquiries.findOne({ _id: id, customerId: user.userId });
    if (!doc) throw new DomainError('not_found', 'Enquiry not found');
    return (await this.mineWithSale([doc]))[0];
  }

  /** The enquiry as the back office shows it after an action. */
  private async one(id: string) {
    const doc = await this.enquiries.findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', 'Enquiry not found');
    return this.cipher.openDeep(enquiryRecord(doc));
  }

  @Roles('admin', 'vendor')
  @ApiConflictResponse({ description: 'This enquiry is closed' })
  @Post('admin/enquiries/:id/answer')
  async answer(@Param('id') id: string, @Body() body: AnswerEnquiryDto, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new AnswerEnquiryCommand({ enquiryId: id, by: requesterOf(ctx), answer: body.answer }, ctx));
    return this.one(id);
  }

  @Roles('admin', 'vendor')
  @ApiConflictResponse({ description: 'This enquiry is closed, or an order holds its quote' })
  @Post('admin/enquiries/:id/quote')
  async quote(@Param('id') id: string, @Body() body: QuoteEnquiryDto, @Ctx() ctx: CommandContext) {
    const pricePaise = body.price === undefined ? undefined : rupeesToPaise(body.price);
    await this.commands.execute(new QuoteEnquiryCommand(id, { by: requesterOf(ctx), quoteId: randomUUID(), pricePaise, quantity: body.quantity, validDays: body.validDays }, ctx));
    return this.one(id);
  }

  @Roles('admin', 'vendor')
  @ApiConflictResponse({ description: 'This enquiry is closed already, or an order holds its quote' })
  @Post('admin/enquiries/:id/close')
  async close(@Param('id') id: string, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new CloseEnquiryCommand(id, { by: requesterOf(ctx) }, ctx));
    return this.one(id);
  }
}

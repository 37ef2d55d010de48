import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { AnswerTicketCommand, OpenTicketCommand } from './tickets.commands';
import { TICKET_NOT_FOUND } from './tickets.decider';
import { AnswerTicketDto, OpenTicketDto, TicketListQueryDto } from './tickets.dto';
import { TicketDoc, ticketsProjection } from './tickets.projection';
import { toTicketRecord } from './tickets.resource';

/** Contact Us in the customer dashboard (spec 2.6): a customer's support tickets; admins answer them. */
@ApiTags('tickets')
@ApiBearerAuth()
@Controller()
export class TicketsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private get tickets() {
    return this.readStore.collection<TicketDoc>(ticketsProjection.collection);
  }

  private async record(id: string) {
    const doc = await this.tickets.findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', TICKET_NOT_FOUND);
    const { customerId, answeredBy, ...shown } = this.cipher.openDeep(toTicketRecord(doc));
    return shown;
  }

  @Roles('customer')
  @Post('me/tickets')
  async open(@Body() body: OpenTicketDto, @Ctx() ctx: CommandContext) {
    const { ticketId } = await this.commands.execute(new OpenTicketCommand(body, ctx));
    return this.record(ticketId);
  }

  /** The customer's own tickets, newest first. */
  @Roles('customer')
  @Get('me/tickets')
  async mine(@Query() query: TicketListQueryDto, @CurrentUser() user: AuthUser) {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 20;
    const filter = { customerId: user.userId };
    const [docs, total] = await Promise.all([this.tickets.find(filter, { sort: { openedAt: -1, _id: 1 }, skip: (page - 1) * perPage, limit: perPage }), this.tickets.count(filter)]);
    return { items: docs.map((doc) => { const { customerId, answeredBy, ...shown } = this.cipher.openDeep(toTicketRecord(doc)); return shown; }), total, page, perPage };
  }

  @Roles('admin')
  @Post('admin/tickets/:id/answer')
  async answer(@Param('id') id: string, @Body() body: AnswerTicketDto, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new AnswerTicketCommand({ ticketId: id.slice(0, 64), answer: body.answer }, ctx));
    return this.record(id);
  }
}

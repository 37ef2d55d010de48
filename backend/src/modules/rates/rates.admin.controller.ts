import { Body, Controller, Delete, Inject, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/roles';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { rupeesToPaise } from '@bazaar/common';
import { CommandContext } from '../../platform/event-store/metadata';
import { timeOrderedId } from '../../platform/event-store/time-ordered-id';
import { IfMatch } from '../../platform/http/if-match';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { AddRateCommand, DelistRateCommand, EditRateCommand, UpdateDailyRatesCommand } from './rates.commands';
import { AddRateDto, DailyRatesDto, EditRateDto } from './rates.dto';
import { RateDoc, ratesProjection } from './rates.projection';
import { toRateRecord } from './rates.records';

const optionalPaise = (rupees: number | undefined) => (rupees === undefined ? undefined : rupeesToPaise(rupees));

/** Back office rate commands: add, edit (rename, recategorise, unit, amount), delist, Update Daily Rates. Reads are the generic resource. */
@ApiTags('admin: rates')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class RatesAdminController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private get rates() {
    return this.readStore.collection<RateDoc>(ratesProjection.collection);
  }

  private async one(@Param('id') id: string) {
    const doc = await this.rates.findOne({ _id: id });
    if (!doc) throw new NotFoundException('Rate not found');
    return toRateRecord(doc);
  }

  @Post('rates')
  async add(@Body() body: AddRateDto, @Ctx() ctx: CommandContext) {
    const rateId = timeOrderedId();
    await this.commands.execute(
      new AddRateCommand({ rateId, productName: body.productName, category: body.category, unit: body.unit, currentPaise: optionalPaise(body.currentRate) }, ctx),
    );
    return this.one(rateId);
  }

  /** Edit: a new name, category, unit or current rate; each difference is its own event. */
  @Put('rates/:id')
  async edit(@Param('id') id: string, @Body() body: EditRateDto, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(
      new EditRateCommand({ rateId: id, productName: body.productName, category: body.category, unit: body.unit, currentPaise: optionalPaise(body.currentRate) }, ctx, { expectedRevision }),
    );
    return this.one(id);
  }

  /** Delist: the rate leaves the public list; the record and its History stay. */
  @Delete('rates/:id')
  async delist(@Param('id') id: string, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new DelistRateCommand({ rateId: id }, ctx, { expectedRevision }));
    return this.one(id);
  }

  /** Update Daily Rates: one RateChanged per rate, all under one correlation id; the decider refuses the batch as a whole. */
  @Post('rates/daily')
  async daily(@Body() body: DailyRatesDto, @Ctx() ctx: CommandContext) {
    const changes = body.changes.map((c) => ({ rateId: c.id, currentPaise: optionalPaise(c.currentRate) }));
    return this.commands.execute(new UpdateDailyRatesCommand({ changes }, ctx));
  }
}

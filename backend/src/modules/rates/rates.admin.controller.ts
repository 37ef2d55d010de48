import { Body, Controller, Inject, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Roles } from '../../platform/auth/roles';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { rupeesToPaise } from '../../platform/domain/money';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { AddRateCommand, ChangeRateCommand } from './rates.commands';
import { AddRateDto, ChangeRateDto, DailyRatesDto } from './rates.dto';
import { RateDoc, ratesProjection } from './rates.projection';
import { toRateRecord } from './rates.records';

const optionalPaise = (rupees: number | undefined) => (rupees === undefined ? undefined : rupeesToPaise(rupees));

/** Back office: the Rates resource (ra-data-simple-rest), Update Daily Rates, rate history. */
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
    const rateId = randomUUID();
    await this.commands.execute(
      new AddRateCommand({ rateId, productName: body.productName, category: body.category, unit: body.unit, currentPaise: optionalPaise(body.currentRate) }, ctx),
    );
    return this.one(rateId);
  }

  @Put('rates/:id')
  async change(@Param('id') id: string, @Body() body: ChangeRateDto, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new ChangeRateCommand({ rateId: id, currentPaise: optionalPaise(body.currentRate) }, ctx, { expectedRevision }));
    return this.one(id);
  }

  /** Update Daily Rates: one RateChanged per rate, all under one correlation id. */
  @Post('rates/daily')
  async daily(@Body() body: DailyRatesDto, @Ctx() ctx: CommandContext) {
    const ids = body.changes.map((c) => c.id);
    const known = new Set((await this.rates.find({ _id: { $in: ids } })).map((doc) => doc._id));
    const errors: Record<string, string> = {};
    body.changes.forEach((change, i) => {
      if (!known.has(change.id)) errors[`changes.${i}.id`] = 'Rate not found';
      if (change.currentRate === undefined) errors[`changes.${i}.currentRate`] = 'Current rate is required';
      else if (!(change.currentRate > 0)) errors[`changes.${i}.currentRate`] = 'Current rate must be a positive amount';
    });
    if (new Set(ids).size !== ids.length) errors.changes = 'Each rate may appear only once';
    if (Object.keys(errors).length) throw DomainError.invalid(errors);
    for (const change of body.changes) {
      await this.commands.execute(new ChangeRateCommand({ rateId: change.id, currentPaise: rupeesToPaise(change.currentRate!) }, ctx));
    }
    return { updated: body.changes.length, correlationId: ctx.correlationId };
  }

}

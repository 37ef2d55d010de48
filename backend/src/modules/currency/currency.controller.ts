import { AmountField } from '../../platform/http/fields';
import { Body, Controller, Get, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public, Roles } from '../../platform/auth/roles';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { exchangeRateDecider } from './currency.decider';
import { fxStream } from './currency.events';
import { ExchangeRateDoc, exchangeRatesProjection } from './currency.projection';
import { currencyRatesResource } from './currency.resource';
import { CachedRead } from '../../platform/http/cached-read.interceptor';

export class SetExchangeRateDto {
  @ApiProperty({ description: 'Units of the currency one rupee buys', example: 0.012 })
  @AmountField({ format: 'Exchange rate must be a number with at most 6 decimals', tooLarge: 'Exchange rate must be at most 1000', max: 1000, decimals: 6 })
  unitsPerRupee?: number;
}

const toRecord = currencyRatesResource.toRecord;

/** Display conversion for the currency picker; admins set the rates. */
@ApiTags('currency')
@Controller()
export class CurrencyController {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private get rates() {
    return this.readStore.collection<ExchangeRateDoc>(exchangeRatesProjection.collection);
  }

  @Public()
  @CachedRead()
  @Get('currency-rates')
  async publicRates() {
    const docs = await this.rates.find({});
    const updatedAt = docs.reduce<string | null>((max, d) => (max === null || d.setAt > max ? d.setAt : max), null);
    return { base: 'INR', rates: { INR: 1, ...Object.fromEntries(docs.map((d) => [d.currency, d.unitsPerRupee])) }, updatedAt };
  }

  private async one(id: string) {
    const doc = await this.rates.findOne({ _id: id });
    if (!doc) throw new NotFoundException('Currency not found');
    return toRecord(doc);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Put('admin/currency-rates/:id')
  async set(@Param('id') id: string, @Body() body: SetExchangeRateDto, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.runner.run(fxStream(id), exchangeRateDecider, { type: 'SetExchangeRate', data: { currency: id, unitsPerRupee: body.unitsPerRupee, now: ctx.now } }, ctx, { expectedRevision });
    return this.one(id);
  }
}

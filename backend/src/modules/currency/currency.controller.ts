import { AmountField } from '../../platform/http/fields';
import { Body, Controller, Get, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public, Roles } from '../../platform/auth/roles';
import { CommandBus } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { SetExchangeRateCommand } from './currency.commands';
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
    private readonly commands: CommandBus,
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
    await this.commands.execute(new SetExchangeRateCommand(id, { currency: id, unitsPerRupee: body.unitsPerRupee }, ctx, { expectedRevision }));
    return this.one(id);
  }
}

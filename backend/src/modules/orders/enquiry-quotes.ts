import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { enquiryStream, EnquiryEvent } from '../enquiries/enquiries.events';
import { Quote } from './checkout.pricing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The enquiries context seen from checkout: a wholesale line may be bought at the price the
 * vendor quoted on this customer's enquiry (its latest EnquiryQuoted, while the enquiry is
 * not closed), read from the enquiry's own stream.
 */
@Injectable()
export class EnquiryQuotes {
  constructor(private readonly runner: CommandRunner) {}

  async of(customerId: string, enquiryIds: string[]): Promise<Map<string, Quote>> {
    const quotes = new Map<string, Quote>();
    for (const enquiryId of new Set(enquiryIds.filter((id) => UUID.test(id)))) {
      const events = (await this.runner.store.readStream(enquiryStream(enquiryId))).map((e) => this.runner.catalog.upcast(e) as unknown as EnquiryEvent);
      const submitted = events.find((e) => e.type === 'EnquirySubmitted');
      if (submitted?.type !== 'EnquirySubmitted' || submitted.data.customerId !== customerId || events.some((e) => e.type === 'EnquiryClosed')) continue;
      const quoted = events.filter((e) => e.type === 'EnquiryQuoted').at(-1);
      if (quoted?.type !== 'EnquiryQuoted') continue;
      quotes.set(enquiryId, { enquiryId, productId: submitted.data.productId, unitPricePaise: quoted.data.pricePaise, quantity: quoted.data.quantity });
    }
    return quotes;
  }
}

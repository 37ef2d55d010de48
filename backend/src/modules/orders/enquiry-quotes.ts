import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { enquiryDecider } from '../enquiries/enquiries.decider';
import { enquiryStream, EnquiryEvent } from '../enquiries/enquiries.events';
import { Quote } from './checkout.pricing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The enquiries context seen from checkout: a wholesale line may be bought at the price the
 * vendor quoted on this customer's enquiry (its latest EnquiryQuoted, while the enquiry is
 * not closed), read from the enquiry's own stream and folded by its decider. `quoteId` names
 * that quote (the checkout line must name the same one); `orderId` is the order already
 * holding it (a quote is ordered once).
 */
@Injectable()
export class EnquiryQuotes {
  constructor(private readonly runner: CommandRunner) {}

  async of(customerId: string, enquiryIds: string[]): Promise<Map<string, Quote>> {
    const quotes = new Map<string, Quote>();
    for (const enquiryId of new Set(enquiryIds.filter((id) => UUID.test(id)))) {
      const events = (await this.runner.store.readStream(enquiryStream(enquiryId))).map((e) => this.runner.catalog.upcast(e) as unknown as EnquiryEvent);
      const state = events.reduce(enquiryDecider.evolve, enquiryDecider.initialState());
      const submitted = events[0];
      if (state.status === 'absent' || submitted?.type !== 'EnquirySubmitted' || state.customerId !== customerId || state.closed || !state.quote) continue;
      const { quoteId, pricePaise, quantity, validUntil } = state.quote;
      quotes.set(enquiryId, { enquiryId, quoteId, productId: submitted.data.productId, unitPricePaise: pricePaise, quantity, orderId: state.orderId, validUntil });
    }
    return quotes;
  }
}

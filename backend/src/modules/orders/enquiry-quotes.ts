import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { enquiryDecider, QUOTE_CHANGED } from '../enquiries/enquiries.decider';
import { enquiryStream, EnquiryEvent } from '../enquiries/enquiries.events';
import { Quote, QUOTE_REPLACED } from './checkout.pricing';
import { OrderLine } from './orders.events';

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

  /**
   * Why an order's quoted lines could not hold their quotes, as their enquiries would refuse it
   * now: closed, held by another order, changed by the vendor since the order was priced, or
   * expired; null when none refuses any more. The checkout's 409 says this, not always 'ordered'.
   */
  async refusalFor(orderId: string, orderNumber: string, lines: OrderLine[], now: Date): Promise<string | null> {
    for (const line of lines) {
      if (!line.enquiryId) continue;
      const events = (await this.runner.store.readStream(enquiryStream(line.enquiryId))).map((e) => this.runner.catalog.upcast(e) as unknown as EnquiryEvent);
      const state = events.reduce(enquiryDecider.evolve, enquiryDecider.initialState());
      try {
        enquiryDecider.decide({ type: 'OrderQuote', data: { orderId, orderNumber, pricePaise: line.unitPricePaise, quantity: line.quantity, now } }, state);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return error.message === QUOTE_CHANGED ? QUOTE_REPLACED : error.message;
      }
    }
    return null;
  }
}

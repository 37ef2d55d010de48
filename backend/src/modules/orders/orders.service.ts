import { Inject, Injectable } from '@nestjs/common';
import { CustomerOrderAnswer, paiseToRupees } from '@bazaar/common';
import { DomainError } from '../../platform/domain/domain-error';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { QUOTE_ORDERED } from '../enquiries/enquiries.decider';
import { PAYMENT_GATEWAYS, PaymentGateways } from '../payments/payment-gateway.port';
import { couponRefusedWhy, OrderLoader } from './checkout.handlers';
import { EnquiryQuotes } from './enquiry-quotes';
import { CommandRunner } from '../../platform/domain/command-runner';
import { OUT_OF_STOCK } from './checkout.pricing';
import { CHECKOUT_PROCESS } from './checkout.process';
import { ORDER_NOT_FOUND, orderStatusOf } from './orders.decider';
import { customerOrderRecord } from './orders.presenter';
import { OrderView, ordersProjection } from './orders.projection';


/** The signed-in customer's orders and the checkout's answer. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrderLoader,
    private readonly readYourWrites: ReadYourWrites,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: PaymentGateways,
    private readonly runner: CommandRunner,
    private readonly quotes: EnquiryQuotes,
  ) {}

  private paymentUrl(view: Pick<OrderView, '_id' | 'orderNumber' | 'totalPaise' | 'paymentMethod' | 'paymentStatus'> & { cancelled: boolean }) {
    if (view.cancelled || view.paymentStatus !== 'pending') return null;
    return this.gateways[view.paymentMethod].paymentUrl({ orderId: view._id, orderNumber: view.orderNumber, amountPaise: view.totalPaise });
  }

  /**
   * The checkout's answer once the process manager has handled the order: confirmed (with
   * the hosted payment page for the sandbox), or 409 when stock, the coupon or the quote was gone.
   */
  async checkoutAnswer(orderId: string, position: number | null) {
    await this.readYourWrites.waitForProcessManager(CHECKOUT_PROCESS, position);
    const { state, placedAt } = await this.orders.load(orderId);
    if (state.status === 'absent') throw new DomainError('not_found', ORDER_NOT_FOUND);
    const { placed } = state;
    if (state.cancelReason === 'out_of_stock') throw new DomainError('conflict', OUT_OF_STOCK, { items: OUT_OF_STOCK });
    if (state.cancelReason === 'coupon_unavailable') {
      const why = await couponRefusedWhy({ readStore: this.readStore, store: this.runner.store }, orderId, placed, placedAt!, new Date());
      throw new DomainError('conflict', why, { couponCode: why });
    }
    if (state.cancelReason === 'quote_unavailable') {
      const why = (await this.quotes.refusalFor(orderId, placed.orderNumber, state.lines, new Date())) ?? QUOTE_ORDERED;
      throw new DomainError('conflict', why, { items: why });
    }
    const paymentUrl = this.paymentUrl({ ...placed, _id: orderId, paymentStatus: state.paymentStatus, cancelled: state.status === 'cancelled' });
    return {
      orderId,
      orderNumber: placed.orderNumber,
      status: orderStatusOf(state),
      paymentStatus: state.paymentStatus,
      total: paiseToRupees(placed.totalPaise),
      placedAt: placed.placedAt,
      ...(paymentUrl && { paymentUrl }),
    };
  }

  private present(view: OrderView): CustomerOrderAnswer {
    const paymentUrl = this.paymentUrl({ ...view, cancelled: view.stage === 'cancelled' });
    return { ...customerOrderRecord(view, (v) => this.cipher.open(v)), paymentUrl };
  }

  async list(customerId: string, page: number, perPage: number) {
    const collection = this.readStore.collection<OrderView>(ordersProjection.collection);
    const [docs, total] = await Promise.all([
      collection.find({ customerId }, { sort: { placedAt: -1 }, skip: (page - 1) * perPage, limit: perPage }),
      collection.count({ customerId }),
    ]);
    return { items: docs.map((d) => this.present(d)), total, page, perPage };
  }

  async one(customerId: string, orderId: string) {
    const view = await this.readStore.collection<OrderView>(ordersProjection.collection).findOne({ _id: orderId, customerId });
    if (!view) throw new DomainError('not_found', ORDER_NOT_FOUND);
    return this.present(view);
  }
}

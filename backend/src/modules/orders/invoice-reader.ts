import { Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../../platform/auth/roles';
import { businessDay } from '../../platform/domain/business-day';
import { DomainError } from '../../platform/domain/domain-error';
import { loadState } from '../../platform/domain/handle-command';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { VENDORS_COLLECTION, VendorDoc } from '../vendors/vendors.projection';
import { ORDER_NOT_FOUND } from './orders.decider';
import { invoiceSeriesDecider } from './invoice-series';
import { invoiceSeriesStream } from './invoices.events';
import { deliveryFeeVendorOf, InvoiceIssue, legacyInvoiceNumber, renderInvoice } from './orders.invoice';
import { FulfilmentDoc, fulfilmentId, fulfilmentsProjection, OrderView, ordersProjection } from './orders.projection';

export const NO_INVOICE_CANCELLED = 'This part of the order was cancelled: it has no invoice';

/**
 * The GST invoice of one vendor's part of an order, for whoever may read it: an admin, the
 * part's vendor, or the order's customer (anyone else: not found, as if it did not exist).
 * A cancelled part sold nothing and has none. The order's delivery fee is on one of its
 * invoices (`deliveryFeeVendorOf`). A part is invoiced when it ships, in its vendor's series
 * (invoice-series.ts); before that it has a proforma invoice, without a number. Parts shipped
 * before the series keep the number they were shown with, `INV-<orderNumber>-<n>`.
 */
@Injectable()
export class InvoiceReader {
  constructor(
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly catalog: EventCatalog,
  ) {}

  async render(orderId: string, vendorId: string, reader: Pick<AuthUser, 'userId' | 'role'>): Promise<{ pdf: Buffer; filename: string }> {
    const doc = await this.readStore.collection<FulfilmentDoc>(fulfilmentsProjection.collection).findOne({ _id: fulfilmentId(orderId, vendorId) });
    const mayRead = doc && (reader.role === 'admin' || (reader.role === 'vendor' && doc.vendorId === reader.userId) || (reader.role === 'customer' && doc.customerId === reader.userId));
    if (!doc || !mayRead) throw new DomainError('not_found', ORDER_NOT_FOUND);
    if (doc.fulfilmentStatus === 'cancelled') throw new DomainError('conflict', NO_INVOICE_CANCELLED);
    const [vendor, order] = await Promise.all([
      this.readStore.collection<VendorDoc>(VENDORS_COLLECTION).findOne({ _id: vendorId }),
      // The delivery fee is on one part's invoice, chosen by every part's status: the order's view has them all.
      this.readStore.collection<OrderView>(ordersProjection.collection).findOne({ _id: orderId }),
    ]);
    const fee = order && deliveryFeeVendorOf(order) === vendorId ? order.deliveryFeePaise : 0;
    const issue = await this.issueOf(doc);
    const filename = issue.number ? `INV-${issue.number.replace(/\//g, '-')}.pdf` : `PROFORMA-${legacyInvoiceNumber(doc).slice('INV-'.length)}.pdf`;
    return { pdf: await renderInvoice(doc, vendor, (v) => this.cipher.open(v), fee, issue), filename };
  }

  /** The part's invoice in its vendor's series, or the number it was shown with before the series, or none yet (not shipped: proforma). */
  private async issueOf(doc: FulfilmentDoc): Promise<InvoiceIssue> {
    const { state } = await loadState({ store: this.store, catalog: this.catalog }, invoiceSeriesStream(doc.vendorId), invoiceSeriesDecider);
    const issued = state.issued.get(doc.orderId);
    if (issued) return { number: issued.invoiceNumber, date: businessDay(issued.issuedAt) };
    const shipped = doc.fulfilmentStatus === 'shipped' || doc.fulfilmentStatus === 'delivered';
    return { number: shipped ? legacyInvoiceNumber(doc) : null, date: businessDay(doc.placedAt) }; // India's date: placed at 02:00 IST is that day, not UTC's day before
  }
}

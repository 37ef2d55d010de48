import { Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { VENDORS_COLLECTION, VendorDoc } from '../vendors/vendors.projection';
import { ORDER_NOT_FOUND } from './orders.decider';
import { deliveryFeeVendorOf, invoiceNumber, renderInvoice } from './orders.invoice';
import { FulfilmentDoc, fulfilmentId, fulfilmentsProjection, OrderView, ordersProjection } from './orders.projection';

export const NO_INVOICE_CANCELLED = 'This part of the order was cancelled: it has no invoice';

/**
 * The GST invoice of one vendor's part of an order, for whoever may read it: an admin, the
 * part's vendor, or the order's customer (anyone else: not found, as if it did not exist).
 * A cancelled part sold nothing and has none. The order's delivery fee is on one of its
 * invoices (`deliveryFeeVendorOf`).
 */
@Injectable()
export class InvoiceReader {
  constructor(
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
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
    return { pdf: await renderInvoice(doc, vendor, (v) => this.cipher.open(v), fee), filename: `${invoiceNumber(doc)}.pdf` };
  }
}

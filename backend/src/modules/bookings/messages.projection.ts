import { defineProjection } from '../../platform/projections/projection';
import { BookingMessageSent } from './bookings.events';

/** One message of a booking's thread; the text stays sealed (the sender's key) until read. */
export interface BookingMessageDoc {
  _id: string;
  bookingId: string;
  senderId: string;
  senderRole: 'customer' | 'provider' | 'admin';
  text: string;
  sentAt: string;
}

export const bookingMessagesProjection = defineProjection<BookingMessageDoc>({
  name: 'booking-messages',
  version: 1,
  collection: 'booking_messages',
  sealedPersonalData: true,
  indexes: [{ fields: { bookingId: 1, sentAt: 1 } }],
  canHandle: ['BookingMessageSent'],
  documentIds: (e) => [(e.data as BookingMessageSent['data']).messageId],
  evolve(_doc, recorded) {
    // The thread keeps the message itself; the parties and what was booked are for notifications.
    const { messageId, bookingId, senderId, senderRole, text, sentAt } = (recorded as unknown as BookingMessageSent).data;
    return { _id: messageId, bookingId, senderId, senderRole, text, sentAt };
  },
});

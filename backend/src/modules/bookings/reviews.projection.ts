import { defineProjection } from '../../platform/projections/projection';
import { ReviewPosted, ReviewReplyPosted } from './bookings.events';

/** Spec 3 Review (one per completed booking, so its id is the booking's); customerName stays sealed until read. */
export interface ReviewDoc {
  _id: string;
  serviceId: string;
  serviceName: string;
  providerId: string;
  customerId: string;
  customerName: string;
  rating: number;
  comment: string;
  postedAt: string;
  reply: string | null;
  repliedAt: string | null;
}

export const reviewsProjection = defineProjection<ReviewDoc>({
  name: 'reviews',
  version: 1,
  collection: 'reviews',
  sealedPersonalData: true,
  indexes: [{ fields: { serviceId: 1, postedAt: -1 } }, { fields: { providerId: 1, postedAt: -1 } }, { fields: { postedAt: -1 } }],
  search: ['serviceName', 'comment'],
  canHandle: ['ReviewPosted', 'ReviewReplyPosted'],
  documentIds: (e) => [(e.data as { bookingId: string }).bookingId],
  evolve(doc, recorded) {
    if (recorded.type === 'ReviewPosted') {
      const { bookingId, ...review } = (recorded as unknown as ReviewPosted).data;
      return { _id: bookingId, ...review, reply: null, repliedAt: null };
    }
    const { reply, repliedAt } = (recorded as unknown as ReviewReplyPosted).data;
    return doc && { ...doc, reply, repliedAt };
  },
});

/** A review as the service page shows it (the name opened by the caller). */
export const toPublicReview = (doc: ReviewDoc) => ({
  id: doc._id,
  customerName: doc.customerName,
  service: doc.serviceName,
  rating: doc.rating,
  comment: doc.comment,
  date: doc.postedAt,
  reply: doc.reply,
  repliedAt: doc.repliedAt,
});

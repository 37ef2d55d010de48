export type EnquiryStatus = 'pending' | 'answered' | 'quoted' | 'ordered' | 'closed';

/** A record of the `enquiries` resource (docs/api.md). Money in rupees. */
export interface Enquiry {
    id: string;
    productId: string;
    productName: string;
    vendorId: string;
    vendorName: string | null;
    customerId: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    quantity: number;
    unit: string;
    price: number;
    total: number;
    message: string;
    status: EnquiryStatus;
    answer: string | null;
    answeredAt: string | null;
    answeredByName: string | null;
    /** `validUntil`: the customer may order it until then (null: quoted before quotes had an end). */
    quote: { quoteId: string; price: number; quantity: number; unit: string; total: number; quotedAt: string; validUntil: string | null } | null;
    /** The order holding the quote (a quote is ordered once). */
    order: { orderId: string; orderNumber: string; orderedAt: string } | null;
    closedAt: string | null;
    submittedAt: string;
}

export const ENQUIRY_STATUSES: { id: EnquiryStatus; name: string }[] = [
    { id: 'pending', name: 'Pending' },
    { id: 'answered', name: 'Answered' },
    { id: 'quoted', name: 'Quoted' },
    { id: 'ordered', name: 'Ordered' },
    { id: 'closed', name: 'Closed' },
];

import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';

/** Wholesale enquiries: list and show with answer, quote and close (no create or edit). */
export default {
    list: lazy(() => import('./EnquiryList').then(m => ({ default: m.EnquiryList }))),
    show: lazy(() => import('./EnquiryShow').then(m => ({ default: m.EnquiryShow }))),
    icon: RequestQuoteIcon,
    recordRepresentation: 'productName',
};

import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';

/** Admin Orders (spec 2.9): list, details with items per vendor and History. */
export const orders = {
    list: lazy(() => import('./OrderList').then(m => ({ default: m.OrderList }))),
    show: lazy(() => import('./OrderList').then(m => ({ default: m.OrderShow }))),
    icon: ReceiptLongIcon,
    recordRepresentation: 'orderNumber',
};

/** Vendors' Orders tab (spec 2.7): their parts of orders with Update Status. */
export const fulfilments = {
    list: lazy(() => import('./VendorOrderList').then(m => ({ default: m.VendorOrderList }))),
    // A part's own page: what to pack, where to ship, what to collect (a packing slip when printed).
    show: lazy(() => import('./VendorOrderShow').then(m => ({ default: m.VendorOrderShow }))),
    icon: ReceiptLongIcon,
    recordRepresentation: 'orderNumber',
};

export const VendorPaymentsPage = lazy(() => import('./VendorPaymentsPage'));

import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';

/** Products: admins all (spec 2.9, with approvals), vendors their own (spec 2.7 Products tab). */
export default {
    list: lazy(() => import('./ProductList').then(m => ({ default: m.ProductList }))),
    show: lazy(() => import('./ProductShow').then(m => ({ default: m.ProductShow }))),
    create: lazy(() => import('./ProductCreate').then(m => ({ default: m.ProductCreate }))),
    edit: lazy(() => import('./ProductEdit').then(m => ({ default: m.ProductEdit }))),
    icon: InventoryIcon,
    recordRepresentation: 'name',
};

import StoreIcon from '@mui/icons-material/Store';
import { lazy } from 'react';
import type { Vendor } from './types';

/** The `vendors` resource: admins see and verify all; a vendor sees and edits their own profile. */
const vendors = {
    list: lazy(() => import('./VendorList')),
    create: lazy(() => import('./VendorCreate')),
    edit: lazy(() => import('./VendorEdit')),
    show: lazy(() => import('./VendorShow')),
    icon: StoreIcon,
    recordRepresentation: (record: Vendor) => record.name,
};

export default vendors;

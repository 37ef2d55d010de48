import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { lazy } from 'react';
import type { Service } from './types';

/** The `services` resource: admins manage every service; a provider their own (spec 2.8 Profile, 2.9 Services). */
const services = {
    list: lazy(() => import('./ServiceList')),
    create: lazy(() => import('./ServiceCreate')),
    edit: lazy(() => import('./ServiceEdit')),
    show: lazy(() => import('./ServiceShow')),
    icon: MiscellaneousServicesIcon,
    recordRepresentation: (record: Service) => record.name,
};

export default services;

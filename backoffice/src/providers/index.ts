import HandymanIcon from '@mui/icons-material/Handyman';
import { lazy } from 'react';
import type { Provider } from './types';

/** The `providers` resource: admins see all; a provider sees and edits their own profile. */
const providers = {
    list: lazy(() => import('./ProviderList')),
    edit: lazy(() => import('./ProviderEdit')),
    show: lazy(() => import('./ProviderShow')),
    icon: HandymanIcon,
    recordRepresentation: (record: Provider) => record.name,
};

export default providers;

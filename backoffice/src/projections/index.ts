import StorageIcon from '@mui/icons-material/Storage';
import { lazy } from 'react';

/** The `projections` resource (admins only, read-only): each read model's progress and state. */
export default {
    list: lazy(() => import('./ProjectionList').then(m => ({ default: m.ProjectionList }))),
    icon: StorageIcon,
    recordRepresentation: 'name',
};

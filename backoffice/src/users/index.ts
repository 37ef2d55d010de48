import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { User } from './types';

/** The `users` resource (admins only); its pages load on demand. */
const users = {
    list: lazy(() => import('./UserList')),
    create: lazy(() => import('./UserCreate')),
    edit: lazy(() => import('./UserEdit')),
    show: lazy(() => import('./UserShow')),
    icon: PeopleIcon,
    recordRepresentation: (record: User) => record.name,
};

export default users;

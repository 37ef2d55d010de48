import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';

/** Notifications (admins, vendors, providers): the bell's notices as a list, marked read one by one, selected or all. */
export const notifications = {
    list: lazy(() => import('./NotificationList')),
    icon: NotificationsIcon,
    recordRepresentation: 'title',
};

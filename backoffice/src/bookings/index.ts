import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { lazy } from 'react';
import type { Booking } from './types';

/** The `bookings` resource: admins see every booking; a provider their own and answers them (spec 2.8, 2.9). */
const bookings = {
    list: lazy(() => import('./BookingList')),
    show: lazy(() => import('./BookingShow')),
    icon: EventAvailableIcon,
    recordRepresentation: (record: Booking) => `${record.service}, ${record.date} ${record.time}`,
};

export default bookings;


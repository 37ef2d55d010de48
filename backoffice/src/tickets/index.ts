import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';

/** Support tickets from the customer dashboard's Contact Us, answered here. */
export const tickets = {
    list: lazy(() => import('./TicketList').then(m => ({ default: m.TicketList }))),
    show: lazy(() => import('./TicketList').then(m => ({ default: m.TicketShow }))),
    icon: SupportAgentIcon,
    recordRepresentation: 'reference',
};

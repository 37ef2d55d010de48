import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

/** The `payouts` resource: Withdraw Funds requests of vendors and providers; admins mark them paid (the list, or the request's own page the notice opens). */
const payouts = {
    list: lazy(() => import('./PayoutList')),
    show: lazy(() => import('./PayoutShow')),
    icon: PaymentsIcon,
};

export default payouts;

import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

/** The `payouts` resource: Withdraw Funds requests of vendors and providers; admins mark them paid. */
const payouts = {
    list: lazy(() => import('./PayoutList')),
    icon: PaymentsIcon,
};

export default payouts;

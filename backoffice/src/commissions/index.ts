import PercentIcon from '@mui/icons-material/Percent';
import { lazy } from 'react';

/** Commission per category (admins): the rate each category takes now, set as a new version. */
const commissions = {
    list: lazy(() => import('./CommissionList')),
    icon: PercentIcon,
};

export default commissions;

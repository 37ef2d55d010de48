import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazy } from 'react';
import type { Rate } from './types';

/** The `rates` resource; its pages load on demand (their own chunks). */
const rates = {
    list: lazy(() => import('./RateList')),
    create: lazy(() => import('./RateCreate')),
    edit: lazy(() => import('./RateEdit')),
    show: lazy(() => import('./RateShow')),
    icon: PriceChangeIcon,
    recordRepresentation: (record: Rate) => record.productName,
};

export const DailyRatesPage = lazy(() => import('./DailyRatesPage'));

export default rates;

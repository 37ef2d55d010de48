import ReviewsIcon from '@mui/icons-material/Reviews';
import { lazy } from 'react';

/** The `reviews` resource: spec 2.8 Reviews for a provider (average, count, list, Reply); every review for admins. */
const reviews = {
    list: lazy(() => import('./ReviewList')),
    icon: ReviewsIcon,
};

export default reviews;

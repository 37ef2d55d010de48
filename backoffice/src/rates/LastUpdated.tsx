import { Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatDateTime, TIME_ZONE_LABEL } from '../dates';
import type { Rate } from './types';

/** 'Last Updated' = the newest updatedAt across all rates (not just the current page). */
export const LastUpdated = () => {
    const { data, isPending } = useGetList<Rate>('rates', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'updatedAt', order: 'DESC' },
        filter: {},
    });
    const last = data?.[0]?.updatedAt;
    return (
        <Typography variant="body2" color="text.secondary" data-testid="rates-last-updated">
            Last Updated:{' '}
            <Typography component="span" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
                {isPending ? '…' : last ? `${formatDateTime(last)} ${TIME_ZONE_LABEL}` : 'never'}
            </Typography>
        </Typography>
    );
};

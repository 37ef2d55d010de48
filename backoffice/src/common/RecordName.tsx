import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The name heading a show page (a vendor's, a service's...), beside its status chips: typed by
 * its owner, so it may be one unbroken word; 'anywhere' lets the heading shrink within the row
 * and wrap it instead of running past the card, which cuts it off.
 */
export const RecordName = ({ children, testId }: { children: ReactNode; testId: string }) => (
    <Typography variant="h6" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
    </Typography>
);

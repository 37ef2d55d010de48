import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Several labelled fields side by side inside a show tab. Pass `label={false}` so the tab
 * does not add an empty label of its own above the row.
 */
export const FieldRow = ({ children }: { children: ReactNode; label?: false }) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 6, rowGap: 1 }}>
        {children}
    </Stack>
);

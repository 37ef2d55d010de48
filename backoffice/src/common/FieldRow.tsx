import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Several labelled fields side by side inside a show tab. Pass `label={false}` so the tab
 * does not add an empty label of its own above the row. A field is at most the row's width, so a
 * value typed as one unbroken word (a contact person's name, an address) wraps within the card
 * rather than running past it, where the card cuts it off.
 */
export const FieldRow = ({ children }: { children: ReactNode; label?: false }) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 6, rowGap: 1, '& > *': { minWidth: 0, maxWidth: '100%' } }}>
        {children}
    </Stack>
);

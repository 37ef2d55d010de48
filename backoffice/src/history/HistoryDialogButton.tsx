import HistoryIcon from '@mui/icons-material/History';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { HistoryTab } from './HistoryTab';
import type { HistoryResource } from './types';

/** For records without a show page (e.g. invitations): their History in a dialog. */
export const HistoryDialogButton = ({ resource, title }: { resource: HistoryResource; title: string }) => {
    const record = useRecordContext<{ id: string | number }>();
    const [open, setOpen] = useState(false);
    if (!record) return null;
    return (
        <>
            <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} data-testid="open-history">
                History
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
                <DialogTitle>{title}</DialogTitle>
                <DialogContent>{open && <HistoryTab resource={resource} id={String(record.id)} />}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>Close</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
